import { Redis } from 'ioredis';

/**
 * A Redis logical database of this run's own, so its leases and rate-limit counters meet nobody
 * else's (pub/sub is server-wide, but its topics carry this run's game id and node ids). It takes an
 * empty one and marks it with a claim key at once, so a run beside it passes it by; afterwards only
 * that database's keys, all this run's, are deleted (never FLUSHALL, never another database).
 */
export async function redisDatabaseOfOurOwn(
  url: string,
  claimant: string,
): Promise<{ url: string; redis: Redis }> {
  const probe = new Redis(url, { lazyConnect: true });
  await probe.connect();
  try {
    const count = Number(((await probe.config('GET', 'databases')) as string[])[1] ?? 16);
    for (let index = count - 1; index >= 1; index--) {
      await probe.select(index);
      if ((await probe.dbsize()) !== 0) continue;
      if ((await probe.set(CLAIM_KEY, claimant, 'PX', 10 * 60_000, 'NX')) !== 'OK') continue;
      // Another run may have written between the look and the claim: then the database is not ours alone.
      if ((await probe.dbsize()) !== 1) {
        await probe.del(CLAIM_KEY);
        continue;
      }
      const own = withDatabase(url, index);
      return { url: own, redis: new Redis(own) };
    }
    throw new Error('no empty Redis database left for this test');
  } finally {
    probe.disconnect();
  }
}

const CLAIM_KEY = 'kviss-test:claimed-by';

/** Deletes every key of the database this run claimed (SCAN, not FLUSHDB: only what is there now). */
export async function emptyOurDatabase(redis: Redis) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

const withDatabase = (url: string, index: number) => {
  const parsed = new URL(url);
  parsed.pathname = `/${index}`;
  return parsed.toString();
};
