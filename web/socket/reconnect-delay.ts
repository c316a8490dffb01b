const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/**
 * Wait before reconnect attempt `attempt` (0-based): 0.5 s doubling up to 10 s, with "equal jitter"
 * (half fixed, half random) so a classroom of tablets dropped at once does not reconnect in lockstep.
 * `random` is in [0, 1), injected for tests.
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
