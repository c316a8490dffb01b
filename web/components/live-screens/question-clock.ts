/*
 * Countdown maths for an open question. The server decides when answering opens and closes
 * (QuestionStarted's opensAt/closesAt); a phone's clock may be off by minutes, so screens count down on
 * the server's clock, estimated from when the question's opening reached this tab.
 */

export interface QuestionTiming {
  /** When the question appeared; answers unlock at `opensAt` (reading time in between). */
  shownAt?: string;
  opensAt: string;
  /** Null when the game has no time limit. */
  closesAt: string | null;
}

/** Whole seconds of reading time left before the answers unlock; 0 once they have. */
export function readingSecondsLeft(timing: QuestionTiming, nowMs: number, offsetMs = 0): number {
  const opens = Date.parse(timing.opensAt);
  return Math.max(0, Math.ceil((opens - (nowMs + offsetMs)) / 1000));
}

/**
 * How far the server's clock is ahead of this tab's (ms), learnt when a question arrives live: the
 * server sent it at `shownAt`, so the arrival time is `shownAt` on its clock, give or take latency.
 */
export function serverOffsetMs(shownAt: string, receivedAtMs: number): number {
  const shown = Date.parse(shownAt);
  return Number.isFinite(shown) ? shown - receivedAtMs : 0;
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

export function questionCountdown(
  timing: QuestionTiming & { closesAt: string },
  nowMs: number,
  offsetMs = 0,
): QuestionCountdown {
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
