import { type Kysely, sql } from 'kysely';
import type { LogPosition, RecordedEvent } from '../domain/shared/event.ts';
import { deleteCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints.ts';
import type { EventLog, Projection } from './projection.ts';
import { storableEvent } from './storable-event.ts';

export interface RebuildPassOptions {
  db: Kysely<unknown>;
  log: EventLog;
  /** The read models to rebuild, in the order they are fed (projections/all.ts). */
  projections: readonly Projection[];
  batchSize: number;
}

/** Where the time went: reading the log once, and each read model's share of applying it. */
export interface RebuildTimes {
  readMs: number;
  applyMs: Record<string, number>;
}

const lockOf = (name: string) => sql`hashtext('kviss-projection'), hashtext(${name})`;

const isAfter = (event: RecordedEvent, at: LogPosition) =>
  event.transactionId > at.transactionId ||
  (event.transactionId === at.transactionId && event.position > at.position);

/**
 * Rebuilds several read models from zero in one pass over the log: each batch is read once and every
 * read model takes the events it follows, instead of each reading the whole log again (the game, report
 * and leaderboard read models all follow every answer, so three reads became one). Each batch is one
 * transaction holding every rebuilt read model's lock, so rows and checkpoints commit together as in
 * the runner. A node that applied some batch meanwhile moved that read model's checkpoint: it is read
 * inside the lock, and each read model takes only the events after its own.
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
  for (;;) {
    const read = await db.transaction().execute(async (trx) => {
      // A batch's rows and checkpoints commit together, so one lost in a crash is simply read again:
      // the rebuild need not wait for each commit to reach the disk.
      await sql`set local synchronous_commit = off`.execute(trx);
      const checkpoints: LogPosition[] = [];
      for (const { projection } of followed) {
        await sql`select pg_advisory_xact_lock(${lockOf(projection.name)})`.execute(trx);
        checkpoints.push(await readCheckpoint(trx, projection.name));
      }
      const from = checkpoints.reduce((a, b) => (isBefore(b, a) ? b : a));
      const started = performance.now();
      const events = (await log.read(trx, from, { limit: batchSize, types })).map(storableEvent);
      times.readMs += performance.now() - started;
      const last = events.at(-1);
      if (!last) return 0;
      for (const [i, { projection, types: own }] of followed.entries()) {
        const at = checkpoints[i]!;
        const mine = events.filter((event) => own.has(event.type) && isAfter(event, at));
        const applying = performance.now();
        if (mine.length > 0) {
          if (projection.applyBatch) await projection.applyBatch(trx, mine);
          else for (const event of mine) await projection.apply(trx, event);
        }
        // Every event it follows up to `last` was in this batch: it may move past the others too.
        if (isAfter(last, at)) await writeCheckpoint(trx, projection.name, positionOf(last));
        times.applyMs[projection.name]! += performance.now() - applying;
      }
      return events.length;
    });
    if (read === 0) break;
  }
  return times;
}

const positionOf = (event: RecordedEvent): LogPosition => ({
  transactionId: event.transactionId,
  position: event.position,
});

const isBefore = (a: LogPosition, b: LogPosition) =>
  a.transactionId < b.transactionId || (a.transactionId === b.transactionId && a.position < b.position);
