import type { Kysely } from 'kysely';
import type { LogPosition } from '../domain/shared/event.ts';
import { readCheckpoint } from './checkpoints.ts';

const isAtOrPast = (at: LogPosition, target: LogPosition) =>
  at.transactionId > target.transactionId ||
  (at.transactionId === target.transactionId && at.position >= target.position);

/**
 * Waits until a projection has applied the log up to `target`, by reading the shared checkpoint every
 * `intervalMs`, for a process that runs no projection runner of its own and watches a server's (the
 * benches). Inside the server, a write route waits on its runner's signal instead (progress.ts).
 * Gives up quietly after `timeoutMs`.
 */
export async function waitForCheckpoint(
  db: Kysely<unknown>,
  projection: string,
  target: LogPosition,
  { timeoutMs = 10_000, intervalMs = 10 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isAtOrPast(await readCheckpoint(db, projection), target)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
