import type { Redis } from 'ioredis';
import type { EditingState } from '../../domain/quiz-editing/rules.ts';
import type { EditingSeats } from './port.ts';

/** A seat nobody has touched for this long is forgotten (every tab calls in far more often). */
const FORGET_AFTER_MS = 10 * 60_000;

/**
 * Compare-and-set on a stored "version|json": the write only lands if nobody wrote in between, else
 * the caller reads again and re-applies its change (optimistic, like the event store's appends).
 */
const COMPARE_AND_SET = `
local held = redis.call('GET', KEYS[1])
local version = 0
if held then version = tonumber(string.match(held, '^(%d+)|')) end
if version ~= tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], (version + 1) .. '|' .. ARGV[2], 'PX', ARGV[3])
return 1`;

function parse(held: string | null): { version: number; state: EditingState | null } {
  if (held === null) return { version: 0, state: null };
  const bar = held.indexOf('|');
  return { version: Number(held.slice(0, bar)), state: JSON.parse(held.slice(bar + 1)) as EditingState };
}

/** Seats shared by every node through Redis, under `prefix`. */
export function redisEditingSeats(redis: Redis, prefix: string): EditingSeats {
  const key = (quizId: string) => `${prefix}quiz-editing:${quizId}`;
  return {
    async read(quizId) {
      return parse(await redis.get(key(quizId))).state;
    },
    async update(quizId, change) {
      for (let attempt = 0; attempt < 20; attempt++) {
        const { version, state } = parse(await redis.get(key(quizId)));
        const next = change(state);
        const written = await redis.eval(
          COMPARE_AND_SET,
          1,
          key(quizId),
          String(version),
          JSON.stringify(next),
          String(FORGET_AFTER_MS),
        );
        if (written === 1) return next;
      }
      throw new Error(`the editing seat of quiz ${quizId} kept changing under us`);
    },
  };
}
