import type { Redis } from 'ioredis';

/** Counts hits per key within a window; the window is part of the key, so old counts simply expire. */
export interface CounterStore {
  /** Adds one and returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Takes one back (never below zero), e.g. a reserved attempt that turned out not to count. */
  decrement(key: string): Promise<void>;
  read(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/** One node's memory: fine for the embedded default, where there is one node. */
export function memoryCounterStore(now: () => number): CounterStore {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.expiresAt <= now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async increment(key, ttlMs) {
      // Sweep now and then, so keys of abandoned windows do not pile up.
      if (counts.size > 10_000) for (const k of counts.keys()) live(k);
      const entry = live(key) ?? { count: 0, expiresAt: now() + ttlMs };
      entry.count += 1;
      counts.set(key, entry);
      return entry.count;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async read(key) {
      return live(key)?.count ?? 0;
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

/** Shared by every node through Redis (REDIS_URL). */
export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, ttlMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, ttlMs, 'NX')
        .exec()) as [[unknown, number]];
      return count;
    },
    async decrement(key) {
      // Only where the key still exists: an expired window stays gone rather than turning negative.
      await redis.eval(
        "if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async read(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
