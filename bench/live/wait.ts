import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `done` until it holds or `timeoutMs` passes; says which, so a stalled phase is reported, not hung on. */
export async function waitUntil(done: () => boolean, timeoutMs: number, pollMs = 5): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() >= deadline) return false;
    await sleep(pollMs);
  }
  return true;
}
