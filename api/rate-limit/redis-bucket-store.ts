import type { Redis } from 'ioredis';
import type { BucketStore } from './token-bucket.ts';

/*
 * One bucket as a hash {tokens, at}, refilled and changed in one script, so
 * nodes taking from the same bucket at once never both spend its last token.
 * `at` never goes back, so a node whose clock lags cannot mint tokens.
 * ARGV: capacity, tokens per millisecond, now (ms), operation (take, peek, charge), cost (tokens).
 */
const SCRIPT = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local operation = ARGV[4]
local cost = tonumber(ARGV[5])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local at = tonumber(saved[2]) or now
local tokens = tonumber(saved[1]) or capacity
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
at = math.max(now, at)
local allowed = 1
local retry = 0
if operation == 'charge' then
  tokens = tokens - cost
elseif tokens < cost then
  allowed = 0
  retry = math.ceil((cost - tokens) / rate)
elseif operation == 'take' then
  tokens = tokens - cost
end
if operation ~= 'peek' then
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
  redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate) + 1000)
end
return {allowed, retry}
`;

/** Buckets shared by every node through Redis (REDIS_URL). */
export function redisBucketStore(redis: Redis, prefix: string): BucketStore {
  return {
    async apply(operation, key, rule, now, cost = 1) {
      const [allowed, retryAfterMs] = (await redis.eval(
        SCRIPT,
        1,
        prefix + key,
        rule.capacity,
        rule.perSecond / 1000,
        now,
        operation,
        cost,
      )) as [number, number];
      return { allowed: allowed === 1, retryAfterMs };
    },
  };
}
