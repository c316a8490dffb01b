import { type Kysely, sql } from 'kysely';
import { LOG_START, type LogPosition } from '../domain/shared/event.ts';
import { readCheckpoints, writeCheckpoints } from './checkpoints.ts';
import { isAfter, positionOf } from './log-order.ts';
import { applyEvents, type EventLog, type Projection, type ReadModelChange } from './projection.ts';

export interface SharedBatchOutcome {
  /** The read models this node holds the lock of (the others are busy on another node). */
  locked: Projection[];
  /** Events read from the log: fewer than asked for means the log's end was reached. */
  read: number;
  changes: ReadModelChange[];
  /** Each locked read model's checkpoint as this batch leaves it (read-your-writes waits on them). */
  checkpoints: Map<string, LogPosition>;
}

/**
 * One batch for several read models in one transaction: one log read serves them all, and their locks,
 * checkpoints and new checkpoints each take one statement. While thousands play, an answer wakes four
 * read models (play reports, reports, leaderboards, together); fed one by one, each read the same
 * answers again, in a transaction of its own, and the statements a pass sent were a third of all the
 * database's work.
 *
 * Each type any of them follows is read from the checkpoint of the furthest-behind read model that
 * follows it (startOfEachType); each takes its own events after its own checkpoint. The batch holds
 * every event of those types up to its last one, so each checkpoint may move there. Read models never read each other's tables, so their
 * order within a batch does not matter. Rows and checkpoints commit together, as in a batch of one.
 */
export async function runSharedBatch(
  db: Kysely<unknown>,
  log: EventLog,
  projections: readonly Projection[],
  limit: number,
): Promise<SharedBatchOutcome> {
  return db.transaction().execute(async (trx): Promise<SharedBatchOutcome> => {
    const names = projections.map((p) => p.name);
    // A read model's commit need not wait for the disk: its rows and checkpoint commit together, so a
    // batch lost in a crash is simply applied again from the log. Only the appends, which hold what
    // people did, wait for the disk, and they no longer queue behind the read models' commits.
    const { rows } = await sql<{ name: string; locked: boolean }>`
      select name, pg_try_advisory_xact_lock(hashtext('kviss-projection'), hashtext(name)) as locked
      from unnest(${names}::text[]) as name, set_config('synchronous_commit', 'off', true)
    `.execute(trx);
    const held = new Set(rows.filter((row) => row.locked).map((row) => row.name));
    const locked = projections.filter((p) => held.has(p.name));
    if (locked.length === 0) return { locked, read: 0, changes: [], checkpoints: new Map() };
    // A statement of its own, after the locks: its snapshot then sees what the last holder committed.
    const checkpoints = await readCheckpoints(
      trx,
      locked.map((p) => p.name),
    );
    // Each type is read from its own start (`since`), which takes the place of a common `after`.
    const events = await log.read(trx, LOG_START, { limit, since: startOfEachType(locked, checkpoints) });
    const last = events.at(-1);
    if (!last) return { locked, read: 0, changes: [], checkpoints };
    const changes: ReadModelChange[] = [];
    const moves: Array<{ name: string; at: LogPosition }> = [];
    for (const projection of locked) {
      const at = checkpoints.get(projection.name)!;
      if (!isAfter(last, at)) continue;
      const own = new Set(projection.eventTypes);
      const mine = events.filter((event) => own.has(event.type) && isAfter(event, at));
      changes.push(...(await applyEvents(projection, trx, mine)));
      moves.push({ name: projection.name, at: positionOf(last) });
    }
    await writeCheckpoints(trx, moves);
    for (const move of moves) checkpoints.set(move.name, move.at);
    return { locked, read: events.length, changes, checkpoints };
  });
}

/**
 * Where to read each type from: the checkpoint of the furthest-behind read model that follows it. A read
 * model that was not woken for a while (the reports follow only starts and ends, most follow no play at
 * all) lags behind the others; read from its checkpoint for every type, each batch fetched again the
 * answers all the others had taken, and the safety-net pass each second read a second's log twice over.
 */
function startOfEachType(
  projections: readonly Projection[],
  checkpoints: ReadonlyMap<string, LogPosition>,
): Map<string, LogPosition> {
  const starts = new Map<string, LogPosition>();
  for (const projection of projections) {
    const at = checkpoints.get(projection.name)!;
    for (const type of projection.eventTypes) {
      const start = starts.get(type);
      if (start === undefined || isAfter(start, at)) starts.set(type, at);
    }
  }
  return starts;
}
