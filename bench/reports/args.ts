import { parseArgs } from 'node:util';
import type { LogShape } from './generate-log.ts';

const USAGE =
  'usage: npm run bench:reports -- [--games N] [--players N] [--questions N] [--big-players N] [--big-questions N]';

function whole(value: string, name: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

/** The log's shape; the defaults are issue 14's: 1,000 games of 50 × 10 and one of 10,000 × 20. */
export function readShape(argv: string[] = process.argv.slice(2)): LogShape {
  const { values } = parseArgs({
    args: argv,
    options: {
      games: { type: 'string', default: '1000' },
      players: { type: 'string', default: '50' },
      questions: { type: 'string', default: '10' },
      'big-players': { type: 'string', default: '10000' },
      'big-questions': { type: 'string', default: '20' },
    },
    strict: true,
  });
  const bigPlayers = whole(values['big-players'], 'big-players', 0, 10_000);
  return {
    games: whole(values.games, 'games', 0, 100_000),
    playersPerGame: whole(values.players, 'players', 1, 10_000),
    questionsPerGame: whole(values.questions, 'questions', 1, 100),
    bigGame:
      bigPlayers === 0
        ? null
        : { players: bigPlayers, questions: whole(values['big-questions'], 'big-questions', 1, 100) },
    // Around the games, the rest of a school's month: plays alone, homework and whitelists.
    playsAlone: 200,
    assignmentPlays: 100,
    whitelists: 50,
  };
}
