import { setTimeout as sleep } from 'node:timers/promises';
import { readProcessStats } from './proc-stats.ts';

const WINDOW_MS = 1000;
/** Under this share of one core the server is only doing housekeeping (heartbeats, polling). */
const QUIET_CORES = 0.05;

/**
 * Waits until the server process stops using CPU, e.g. once its projections
 * have caught up with the game's events, so the next run does not start on a
 * busy server. Returns the seconds that took, or null if it stayed busy.
 */
export async function waitForQuietServer(pid: number, timeoutMs: number): Promise<number | null> {
  const start = performance.now();
  let previous = (await readProcessStats(pid)).cpuSeconds;
  while (performance.now() - start < timeoutMs) {
    await sleep(WINDOW_MS);
    const now = (await readProcessStats(pid)).cpuSeconds;
    if (now - previous < (QUIET_CORES * WINDOW_MS) / 1000)
      return (performance.now() - start - WINDOW_MS) / 1000;
    previous = now;
  }
  return null;
}
