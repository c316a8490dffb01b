import { parseArgs } from 'node:util';

export interface SoloOptions {
  players: number;
  /** A smaller run first, so server and client have compiled the hot code before anything is measured. */
  warmupPlayers: number;
  /** Players start evenly over this many seconds (a class opening its homework, not one instant). */
  rampSeconds: number;
  /** Each player thinks this long (uniformly spread) before answering a question. */
  thinkMinMs: number;
  thinkMaxMs: number;
}

const USAGE =
  'usage: npm run bench:solo -- [--players N] [--warmup-players N] [--ramp-seconds S] [--think-ms MIN-MAX]';

export function readOptions(argv: string[] = process.argv.slice(2)): SoloOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: 'string', default: '2000' },
      'warmup-players': { type: 'string' },
      'ramp-seconds': { type: 'string', default: '5' },
      'think-ms': { type: 'string', default: '1000-3000' },
    },
    strict: true,
  });
  const players = whole(values.players, 'players', 1, 50_000);
  const [thinkMinMs, thinkMaxMs] = values['think-ms']
    .split('-')
    .map((part) => whole(part, 'think-ms', 0, 60_000));
  if (thinkMinMs === undefined || thinkMaxMs === undefined || thinkMaxMs < thinkMinMs)
    throw new Error(`--think-ms takes MIN-MAX in ms, e.g. 1000-3000\n${USAGE}`);
  return {
    players,
    // As many as measured: a smaller warm-up left the JIT still compiling the hot paths when the
    // measured players came, half a core for half a second, and PostgreSQL waited for the CPU.
    warmupPlayers: values['warmup-players']
      ? whole(values['warmup-players'], 'warmup-players', 0, players)
      : players,
    rampSeconds: whole(values['ramp-seconds'], 'ramp-seconds', 0, 600),
    thinkMinMs,
    thinkMaxMs,
  };
}

function whole(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  return value;
}
