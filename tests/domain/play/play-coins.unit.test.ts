import { describe, expect, it } from 'vitest';
import { coinDayOf, mayEarnCoins } from '../../../domain/play/coins.ts';

describe('which plays may earn coins', () => {
  it("lets a guest's and a signed-in player's first play of someone else's quiz earn", () => {
    expect(mayEarnCoins({ userId: null, quizOwnerId: 'owner', retryOf: null })).toBe(true);
    expect(mayEarnCoins({ userId: 'pupil', quizOwnerId: 'owner', retryOf: null })).toBe(true);
    expect(mayEarnCoins({ userId: 'pupil', quizOwnerId: null, retryOf: null })).toBe(true);
  });

  it("never pays for a retry of wrong answers, nor for playing one's own quiz", () => {
    expect(mayEarnCoins({ userId: 'pupil', quizOwnerId: 'owner', retryOf: 'p0' })).toBe(false);
    expect(mayEarnCoins({ userId: 'owner', quizOwnerId: 'owner', retryOf: null })).toBe(false);
  });

  it('counts days in UTC, so a play just before and just after midnight fall on two days', () => {
    expect(coinDayOf('2026-12-07T23:59:59.999Z')).toBe('2026-12-07');
    expect(coinDayOf('2026-12-08T00:00:00.000Z')).toBe('2026-12-08');
  });
});
