import { parseArgs } from 'node:util';
import {
  isQuestionType,
  QUESTION_TYPE_NAMES,
  type QuestionTypeName,
} from '../../domain/question-types/registry.ts';

export interface LiveOptions {
  players: number;
  /** A smaller game first, so both processes have compiled the hot code before anything is measured. */
  warmupPlayers: number;
  measuredRuns: number;
  /** Joins per second the load generator offers; 0 sends them as fast as it can. */
  joinRate: number;
  /** WebSocket handshakes in flight at once: a burst of thousands would overflow the accept backlog. */
  connectConcurrency: number;
  /** The game: one question of each type listed, in this order (default: one of every type). */
  types: QuestionTypeName[];
}

const USAGE =
  'usage: npm run bench:live -- [--players N] [--warmup-players N] [--runs N] [--join-rate N] [--types basic,typing_question,...]';

export function readOptions(argv: string[] = process.argv.slice(2)): LiveOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: 'string', default: '500' },
      'warmup-players': { type: 'string' },
      runs: { type: 'string', default: '3' },
      'join-rate': { type: 'string', default: '0' },
      'connect-concurrency': { type: 'string', default: '200' },
      types: { type: 'string', default: QUESTION_TYPE_NAMES.join(',') },
    },
    strict: true,
  });
  const players = whole(values.players, 'players', 1, 10_000);
  return {
    players,
    warmupPlayers: values['warmup-players']
      ? whole(values['warmup-players'], 'warmup-players', 1, players)
      : Math.min(players, Math.max(50, Math.round(players / 5))),
    measuredRuns: whole(values.runs, 'runs', 1, 10),
    joinRate: whole(values['join-rate'], 'join-rate', 0, 1_000_000),
    connectConcurrency: whole(values['connect-concurrency'], 'connect-concurrency', 1, 5_000),
    types: typesOf(values.types),
  };
}

/** The quiz's own ceiling (limit_player) is 10,000, so a bigger room cannot be opened. */
function whole(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  return value;
}

function typesOf(list: string): QuestionTypeName[] {
  const types = list
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  const unknown = types.filter((type) => !isQuestionType(type));
  if (types.length === 0 || unknown.length > 0)
    throw new Error(`--types takes question types from: ${QUESTION_TYPE_NAMES.join(', ')}\n${USAGE}`);
  return types as QuestionTypeName[];
}
