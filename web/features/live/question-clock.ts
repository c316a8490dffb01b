/*
 * Countdown maths for an open question. The server decides when answering opens and closes
 * (QuestionStarted's opensAt/closesAt); a phone's clock may be off by minutes, so screens count down on
 * the server's clock, estimated from when the question's opening reached this tab.
 */

export interface QuestionTiming {
  opensAt: string;
  closesAt: string;
}

/**
 * How far the server's clock is ahead of this tab's (ms), learnt when a question's opening arrives live:
 * the server sent it at `opensAt`, so the arrival time is `opensAt` on its clock, give or take latency.
 */
export function serverOffsetMs(opensAt: string, receivedAtMs: number): number {
  const opens = Date.parse(opensAt);
  return Number.isFinite(opens) ? opens - receivedAtMs : 0;
}

export interface QuestionCountdown {
  /** The whole answering time, ms. */
  totalMs: number;
  /** Time left, ms, never below 0 or above the total. */
  remainingMs: number;
  /** Whole seconds to show, rounded up: "3" until the last second is over, then "0". */
  secondsLeft: number;
  /** Share of the time left, from 1 at the opening to 0 at the close: the countdown bar's length. */
  fraction: number;
}

export function questionCountdown(timing: QuestionTiming, nowMs: number, offsetMs = 0): QuestionCountdown {
  const opens = Date.parse(timing.opensAt);
  const closes = Date.parse(timing.closesAt);
  const totalMs = Math.max(0, closes - opens);
  const serverNow = nowMs + offsetMs;
  const remainingMs = Math.min(totalMs, Math.max(0, closes - serverNow));
  return {
    totalMs,
    remainingMs,
    secondsLeft: Math.ceil(remainingMs / 1000),
    fraction: totalMs === 0 ? 0 : remainingMs / totalMs,
  };
}

/** The host's 3-2-1 before a question: the number to show `elapsedMs` after it began, 0 when it is over. */
export const COUNTDOWN_SECONDS = 3;

export function countdownNumber(elapsedMs: number, seconds = COUNTDOWN_SECONDS): number {
  if (elapsedMs < 0) return seconds;
  return Math.max(0, seconds - Math.floor(elapsedMs / 1000));
}
