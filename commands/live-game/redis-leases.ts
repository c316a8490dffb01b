import type { Redis } from 'ioredis';
import type { GameLeases } from '../ports/game-leases.ts';

// Atomic on the Redis server: take a free lease or renew one's own, never another node's. -1 when the
// lease is this node's now; else the milliseconds the other node's lease has left.
const CLAIM = `
local owner = redis.call('get', KEYS[1])
if owner == false then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return -1
end
if owner == ARGV[1] then
  redis.call('pexpire', KEYS[1], ARGV[2])
  return -1
end
return redis.call('pttl', KEYS[1])`;
const RELEASE = `
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0`;

/** Leases shared by every node through Redis (DESIGN §3). */
export function redisGameLeases(redis: Redis, prefix = 'kviss:game-owner:'): GameLeases {
  return {
    async claim(gameId, nodeId, ttlMs) {
      const left = Number(await redis.eval(CLAIM, 1, `${prefix}${gameId}`, nodeId, String(ttlMs)));
      return left === -1 ? { held: true } : { held: false, lapsesInMs: Math.max(0, left) };
    },
    async release(gameId, nodeId) {
      await redis.eval(RELEASE, 1, `${prefix}${gameId}`, nodeId);
    },
  };
}
