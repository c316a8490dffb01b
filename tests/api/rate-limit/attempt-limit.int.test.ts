import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AttemptLimit } from '../../../api/rate-limit/attempt-limit.ts';
import {
  type CounterStore,
  memoryCounterStore,
  redisCounterStore,
} from '../../../api/rate-limit/counter-store.ts';
import { redisUrl } from '../../support/backends.ts';
import { fixedClock } from '../../support/test-app.ts';

const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: Array<[string, (now: () => number) => CounterStore | null]> = [
  ['memory', (now) => memoryCounterStore(now)],
  [
    redisUrl ? 'redis' : 'redis (REDIS_URL not set)',
    () => (redis ? redisCounterStore(redis, `kviss-test:${randomUUID()}:`) : null),
  ],
];

describe.each(stores)('attempt limit on the %s counter store', (_name, makeStore) => {
  const skip = makeStore(() => 0) === null;

  it.skipIf(skip)('allows the limit, refuses the next, and allows again in the next window', async () => {
    const clock = fixedClock('2026-11-23T10:00:00.000Z');
    const limit = new AttemptLimit(
      makeStore(() => clock.now().getTime())!,
      'test',
      { limit: 3, windowMs: 60_000 },
      clock,
    );
    for (let i = 0; i < 3; i++) {
      expect(await limit.retryAfter('ip-1')).toBe(0);
      await limit.record('ip-1');
    }
    expect(await limit.retryAfter('ip-1')).toBe(60_000);
    expect(await limit.retryAfter('ip-2')).toBe(0);
    clock.advance(45_000);
    expect(await limit.retryAfter('ip-1')).toBe(15_000);
    clock.advance(15_000);
    expect(await limit.retryAfter('ip-1')).toBe(0);
  });

  it.skipIf(skip)('forgets the attempts of an identity it is told to clear', async () => {
    const clock = fixedClock();
    const limit = new AttemptLimit(
      makeStore(() => clock.now().getTime())!,
      'test',
      { limit: 1, windowMs: 60_000 },
      clock,
    );
    await limit.record('acct');
    expect(await limit.retryAfter('acct')).toBeGreaterThan(0);
    await limit.clear('acct');
    expect(await limit.retryAfter('acct')).toBe(0);
  });

  it.skipIf(skip)('reserves attempts atomically: parallel reservations never pass the limit', async () => {
    const clock = fixedClock();
    const limit = new AttemptLimit(
      makeStore(() => clock.now().getTime())!,
      'test',
      { limit: 5, windowMs: 60_000 },
      clock,
    );
    const waits = await Promise.all(Array.from({ length: 30 }, () => limit.reserve('pair')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(25);
    // A released attempt frees its place; releasing never goes below zero.
    await limit.release('pair');
    expect(await limit.reserve('pair')).toBe(0);
    expect(await limit.reserve('pair')).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) await limit.release('pair');
    expect(await limit.retryAfter('pair')).toBe(0);
  });
});
