import { ApiError } from '../errors.ts';
import type { AttemptLimit } from './attempt-limit.ts';

export type Reservation = { release(): Promise<void> };

/**
 * Counts one attempt against every limit before the attempt runs (a 429 when
 * any is full, with nothing counted), so parallel requests cannot all pass
 * a check made before any of them was counted. `release` takes the attempt
 * back where it should not count, e.g. a sign-in that succeeded.
 */
export async function reserveAttempts(...limits: [AttemptLimit, string][]): Promise<Reservation> {
  const waits = await Promise.all(limits.map(([limit, id]) => limit.reserve(id)));
  const granted = limits.filter((_, i) => waits[i] === 0);
  const release = async () => void (await Promise.all(granted.map(([limit, id]) => limit.release(id))));
  const wait = Math.max(...waits);
  if (wait > 0) {
    await release();
    throw new ApiError(429, 'too_many_requests', { retryAfterMs: wait });
  }
  return { release };
}
