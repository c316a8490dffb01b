import type { Kysely } from 'kysely';
import type { LogPosition } from '../domain/shared/event.ts';
import { readCheckpoint } from './checkpoints.ts';

const isAtOrPast = (at: LogPosition, target: LogPosition) =>
  at.transactionId > target.transactionId ||
  (at.transactionId === target.transactionId && at.position >= target.position);

/**
 * Read-your-writes: waits until a projection has applied the log up to
 * `target`, so the reply to a write is followed by reads that show it.
 * Works across nodes (it reads the shared checkpoint). Gives up quietly
 * after `timeoutMs`: the write is committed either way, the socket will
 * bring the change when it lands.
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
