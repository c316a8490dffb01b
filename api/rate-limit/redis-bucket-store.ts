import type { Redis } from 'ioredis';
import type { BucketStore } from './token-bucket.ts';

/*
 * One bucket as a hash {tokens, at}, refilled and changed in one script, so
 * nodes taking from the same bucket at once never both spend its last token.
 * `at` never goes back, so a node whose clock lags cannot mint tokens.
 * ARGV: capacity, tokens per millisecond, now (ms), +1 to take or -1 to give back.
 */
const SCRIPT = `
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local at = tonumber(saved[2]) or now
local tokens = tonumber(saved[1]) or capacity
tokens = math.min(capacity, tokens + math.max(0, now - at) * rate)
at = math.max(now, at)
local allowed = 1
local retry = 0
if cost < 0 then
  tokens = math.min(capacity, tokens - cost)
elseif tokens >= cost then
  tokens = tokens - cost
else
  allowed = 0
  retry = math.ceil((cost - tokens) / rate)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate) + 1000)
return {allowed, retry}
`;

/** Buckets shared by every node through Redis (REDIS_URL). */
export function redisBucketStore(redis: Redis, prefix: string): BucketStore {
  const run = async (key: string, capacity: number, perSecond: number, now: number, cost: number) =>
    (await redis.eval(SCRIPT, 1, prefix + key, capacity, perSecond / 1000, now, cost)) as [number, number];
  return {
    async take(key, rule, now) {
      const [allowed, retryAfterMs] = await run(key, rule.capacity, rule.perSecond, now, 1);
      return { allowed: allowed === 1, retryAfterMs };
    },
    async giveBack(key, rule, now) {
      await run(key, rule.capacity, rule.perSecond, now, -1);
    },
  };
}
