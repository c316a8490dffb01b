/** Spec §2: Retry stays disabled for five seconds, counted down in one-second ticks. */
export const RETRY_COUNTDOWN_SECONDS = 5;

/** Seconds left before Retry may be pressed, `elapsedMs` after the dialog (or the last retry) began. */
export function retrySecondsLeft(elapsedMs: number, seconds = RETRY_COUNTDOWN_SECONDS): number {
  return Math.max(0, seconds - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** What OK sends to `POST /api/logs`: the dialog as the person saw it (spec §2). */
export function reconnectReport(
  shown: { title: string; message: string; button: string },
  url: string,
  userAgent: string,
) {
  return {
    level: 'warn' as const,
    message:
      `socket reconnect dialog: title="${shown.title}" message="${shown.message}" button="${shown.button}"`.slice(
        0,
        2000,
      ),
    url: url.slice(0, 2000),
    userAgent: userAgent.slice(0, 500),
  };
}
