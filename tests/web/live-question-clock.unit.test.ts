import { describe, expect, it } from 'vitest';
import {
  countdownNumber,
  questionCountdown,
  serverOffsetMs,
} from '../../web/components/live-screens/question-clock.ts';

const timing = { opensAt: '2026-11-23T10:00:00.000Z', closesAt: '2026-11-23T10:00:20.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('question countdown', () => {
  it('counts the server’s answering time down, whole seconds rounded up', () => {
    expect(questionCountdown(timing, at('2026-11-23T10:00:00.000Z'))).toEqual({
      totalMs: 20_000,
      remainingMs: 20_000,
      secondsLeft: 20,
      fraction: 1,
    });
    expect(questionCountdown(timing, at('2026-11-23T10:00:15.200Z'))).toMatchObject({
      remainingMs: 4800,
      secondsLeft: 5,
      fraction: 0.24,
    });
    expect(questionCountdown(timing, at('2026-11-23T10:00:19.999Z')).secondsLeft).toBe(1);
  });

  it('never shows less than nothing or more than the whole time', () => {
    expect(questionCountdown(timing, at('2026-11-23T10:05:00.000Z'))).toMatchObject({
      remainingMs: 0,
      secondsLeft: 0,
      fraction: 0,
    });
    expect(questionCountdown(timing, at('2026-11-23T09:59:00.000Z'))).toMatchObject({
      remainingMs: 20_000,
      fraction: 1,
    });
  });

  it('follows the server’s clock when this phone’s clock is off', () => {
    // The phone is 90 s behind: it received the opening at 09:58:30 by its own clock.
    const offset = serverOffsetMs(timing.opensAt, at('2026-11-23T09:58:30.000Z'));
    expect(offset).toBe(90_000);
    expect(questionCountdown(timing, at('2026-11-23T09:58:40.000Z'), offset).secondsLeft).toBe(10);
  });

  it('treats an unreadable opening time as no offset', () => {
    expect(serverOffsetMs('not a date', 123)).toBe(0);
  });
});

describe('the quizmaster’s 3-2-1', () => {
  it('shows 3, 2, 1 a second each, then 0 when it is over', () => {
    expect([0, 999, 1000, 1999, 2000, 2999, 3000, 9000].map((ms) => countdownNumber(ms))).toEqual([
      3, 3, 2, 2, 1, 1, 0, 0,
    ]);
    expect(countdownNumber(-50)).toBe(3);
  });
});
