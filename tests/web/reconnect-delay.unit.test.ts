import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from '../../web/socket/reconnect-delay.ts';

describe('reconnectDelayMs', () => {
  it('starts around half a second: between 250 and 500 ms', () => {
    expect(reconnectDelayMs(0, 0)).toBe(250);
    expect(reconnectDelayMs(0, 0.999)).toBeLessThanOrEqual(500);
  });

  it('doubles with each failed attempt', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelayMs(attempt, 0))).toEqual([
      250, 500, 1000, 2000, 4000,
    ]);
  });

  it('never waits more than 10 s, however many attempts failed', () => {
    for (const attempt of [5, 6, 10, 100, 10_000]) {
      expect(reconnectDelayMs(attempt, 0.999)).toBeLessThanOrEqual(10_000);
      expect(reconnectDelayMs(attempt, 0)).toBe(5000);
    }
  });

  it('spreads clients apart with the random part', () => {
    expect(reconnectDelayMs(3, 0.1)).not.toBe(reconnectDelayMs(3, 0.9));
  });
});
