import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisBucketStore } from '../../../api/rate-limit/redis-bucket-store.ts';
import { type BucketStore, memoryBucketStore, TokenBucket } from '../../../api/rate-limit/token-bucket.ts';
import { redisUrl } from '../../support/backends.ts';
import { fixedClock } from '../../support/test-app.ts';

const redis = redisUrl ? new Redis(redisUrl) : null;
const redis2 = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
  await redis2?.quit();
});

/** Each entry makes two stores that are one installation's: the same Redis seen by two nodes, or one memory. */
const stores: Array<[string, (() => [BucketStore, BucketStore]) | null]> = [
  [
    'memory',
    () => {
      const store = memoryBucketStore();
      return [store, store];
    },
  ],
  [
    redisUrl ? 'redis' : 'redis (REDIS_URL not set)',
    redis && redis2
      ? () => {
          const prefix = `kviss-test:${randomUUID()}:`;
          return [redisBucketStore(redis, prefix), redisBucketStore(redis2, prefix)];
        }
      : null,
  ],
];

const RULE = { capacity: 20, perSecond: 1 };

describe.each(stores)('token bucket on the %s store', (_name, makeStores) => {
  it.skipIf(!makeStores)('allows a burst, then one a second, with the wait until the next', async () => {
    const clock = fixedClock('2026-11-24T10:00:00.000Z');
    const [store] = makeStores!();
    const bucket = new TokenBucket(store, 'guess', RULE, clock);
    for (let i = 0; i < 20; i++) expect((await bucket.take('10.0.0.1')).allowed).toBe(true);
    expect(await bucket.take('10.0.0.1')).toEqual({ allowed: false, retryAfterMs: 1000 });
    // Another address has its own bucket.
    expect((await bucket.take('10.0.0.2')).allowed).toBe(true);
    clock.advance(400);
    expect(await bucket.take('10.0.0.1')).toEqual({ allowed: false, retryAfterMs: 600 });
    clock.advance(600);
    expect((await bucket.take('10.0.0.1')).allowed).toBe(true);
    expect((await bucket.take('10.0.0.1')).allowed).toBe(false);
    clock.advance(60_000);
    for (let i = 0; i < 20; i++) expect((await bucket.take('10.0.0.1')).allowed).toBe(true);
    expect((await bucket.take('10.0.0.1')).allowed).toBe(false);
  });

  it.skipIf(!makeStores)('charges misses after a peek, into debt that is paid back by waiting', async () => {
    const clock = fixedClock();
    const [store] = makeStores!();
    const bucket = new TokenBucket(store, 'guess', RULE, clock);
    // Peeking takes nothing.
    for (let i = 0; i < 30; i++) expect((await bucket.peek('10.0.0.3')).allowed).toBe(true);
    // Misses that raced past the check are charged all the same: 25 charged, 5 more than the burst.
    for (let i = 0; i < 25; i++) await bucket.charge('10.0.0.3');
    expect(await bucket.peek('10.0.0.3')).toEqual({ allowed: false, retryAfterMs: 6000 });
    clock.advance(5000);
    expect((await bucket.peek('10.0.0.3')).allowed).toBe(false);
    clock.advance(1000);
    expect((await bucket.peek('10.0.0.3')).allowed).toBe(true);
  });

  it.skipIf(!makeStores)(
    'is one bucket for every node: tokens spent on one are gone on the other',
    async () => {
      const clock = fixedClock();
      const [nodeA, nodeB] = makeStores!();
      const onA = new TokenBucket(nodeA, 'guess', RULE, clock);
      const onB = new TokenBucket(nodeB, 'guess', RULE, clock);
      // Parallel takes from both nodes: exactly the burst gets through.
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? onA : onB).take('10.0.0.4')),
      );
      expect(outcomes.filter((o) => o.allowed)).toHaveLength(20);
    },
  );
  it.skipIf(!makeStores)(
    'counts bytes: an upload takes its size, and waits until the bucket holds it',
    async () => {
      const clock = fixedClock();
      const [store, otherNode] = makeStores!();
      const rule = { capacity: 60_000, perSecond: 500 };
      const bytes = new TokenBucket(store, 'upload-bytes', rule, clock);
      expect((await bytes.take('ada', 50_000)).allowed).toBe(true);
      // 10,000 left: a peek at 20,000 says no and takes nothing, nor does the refused take.
      expect(await bytes.peek('ada', 20_000)).toEqual({ allowed: false, retryAfterMs: 20_000 });
      expect(await new TokenBucket(otherNode, 'upload-bytes', rule, clock).take('ada', 20_000)).toEqual({
        allowed: false,
        retryAfterMs: 20_000,
      });
      expect((await bytes.take('ada', 10_000)).allowed).toBe(true);
      clock.advance(40_000);
      expect((await bytes.take('ada', 20_000)).allowed).toBe(true);
    },
  );
});
