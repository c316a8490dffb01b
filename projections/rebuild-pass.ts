import { type Kysely, sql } from 'kysely';
import { LOG_START, type LogPosition, type RecordedEvent } from '../domain/shared/event.ts';
import { deleteCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints.ts';
import { isAfter, positionOf } from './log-order.ts';
import { applyEvents, type EventLog, type Projection } from './projection.ts';

export interface RebuildPassOptions {
  db: Kysely<unknown>;
  log: EventLog;
  /** The read models to rebuild (projections/all.ts). */
  projections: readonly Projection[];
  batchSize: number;
}

/**
 * Where the time went: waiting for the log (what the reading ahead did not hide), and each read model's
 * own time applying. Read models apply side by side, so their times overlap and add up to more than the
 * whole.
 */
export interface RebuildTimes {
  readMs: number;
  applyMs: Record<string, number>;
}

interface Batch {
  /** The batch holds the events after this position. */
  after: LogPosition;
  events: RecordedEvent[];
}

const lockOf = (name: string) => sql`hashtext('kviss-projection'), hashtext(${name})`;

/**
 * Rebuilds several read models from zero in one pass over the log. Each batch is read once and every
 * read model takes the events it follows (the game, report and leaderboard read models all follow every
 * answer, so three reads became one). Two things keep both of the database's cores busy:
 * - the next batch is read while the current one is applied;
 * - each read model applies a batch in a transaction of its own, side by side with the others. Read
 *   models never read each other's tables (the runner feeds each on its own, at its own pace), so
 *   their order within a batch does not matter.
 *
 * A read model's rows and checkpoint commit together, under its lock, as in the runner. A node that
 * applied some events meanwhile moved that read model's checkpoint: it is read inside the lock, and the
 * read model takes only the events after it.
 */
export async function rebuildInOnePass(options: RebuildPassOptions): Promise<RebuildTimes> {
  const { db, log, projections, batchSize } = options;
  const times: RebuildTimes = { readMs: 0, applyMs: Object.fromEntries(projections.map((p) => [p.name, 0])) };
  await db.transaction().execute(async (trx) => {
    for (const projection of projections) {
      // Waits for a node that is mid-batch; the reset and its tables change together.
      await sql`select pg_advisory_xact_lock(${lockOf(projection.name)})`.execute(trx);
      for (const table of projection.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
      await deleteCheckpoint(trx, projection.name);
    }
  });
  const followed = projections.map((p) => ({ projection: p, types: new Set(p.eventTypes) }));
  const types = [...new Set(projections.flatMap((p) => p.eventTypes))];
  const readAfter = (after: LogPosition): Promise<Batch> => {
    const reading = log.read(db, after, { limit: batchSize, types }).then((events) => ({ after, events }));
    // Read ahead while a batch applies: a failure surfaces when the batch is awaited, not as unhandled.
    reading.catch(() => {});
    return reading;
  };

  let next = readAfter(LOG_START);
  for (;;) {
    const waiting = performance.now();
    const batch = await next;
    times.readMs += performance.now() - waiting;
    const last = batch.events.at(-1);
    if (!last) break;
    next = readAfter(positionOf(last));
    await Promise.all(
      followed.map(async ({ projection, types: own }) => {
        const applying = performance.now();
        await applyBatchTo(db, projection, own, batch);
        times.applyMs[projection.name]! += performance.now() - applying;
      }),
    );
  }
  return times;
}

/** One read model's share of a batch, with its checkpoint, in one transaction under its lock. */
async function applyBatchTo(
  db: Kysely<unknown>,
  projection: Projection,
  own: ReadonlySet<string>,
  batch: Batch,
): Promise<void> {
  const last = batch.events.at(-1)!;
  await db.transaction().execute(async (trx) => {
    // Rows and checkpoint commit together, so a batch lost in a crash is simply applied again: the
    // rebuild need not wait for each commit to reach the disk.
    await sql`set local synchronous_commit = off`.execute(trx);
    await sql`select pg_advisory_xact_lock(${lockOf(projection.name)})`.execute(trx);
    const at = await readCheckpoint(trx, projection.name);
    // Only another rebuild moves a checkpoint back; applying this batch then would skip events.
    if (isAfter(batch.after, at))
      throw new Error(`read model ${projection.name} was reset by someone else during the rebuild`);
    const mine = batch.events.filter((event) => own.has(event.type) && isAfter(event, at));
    await applyEvents(projection, trx, mine);
    // Every event it follows up to `last` was in this batch: it may move past the others too.
    if (isAfter(last, at)) await writeCheckpoint(trx, projection.name, positionOf(last));
  });
}
