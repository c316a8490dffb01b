import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { addressKey } from './address-key.ts';
import type { TokenBucket } from './token-bucket.ts';

/**
 * Spends one of the address's starts (a play alone, a play-together group or a seat in one), or
 * refuses with 429 and the wait. Taken before the quiz code is looked at, so a script that tries
 * codes pays for the misses too.
 */
export async function takeStartPace(bucket: TokenBucket, request: FastifyRequest): Promise<void> {
  const pace = await bucket.take(addressKey(request.ip));
  if (!pace.allowed) {
    throw new ApiError(429, 'too_many_requests', { retryAfterMs: pace.retryAfterMs });
  }
}
