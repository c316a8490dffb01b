import { type Kysely, sql } from 'kysely';
import type { EventMetadata, LogPosition, RecordedEvent } from '../../domain/shared/event.ts';
import type { ReadAllOptions } from './event-store.ts';
import { upcastLog, upcastStream } from './upcasters.ts';

interface EventRow {
  position: bigint;
  transaction_text: string;
  stream_name: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    streamName: row.stream_name,
    streamVersion: row.stream_version,
    position: row.position,
    transactionId: BigInt(row.transaction_text),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}

// The text alias must not be called transaction_id: ORDER BY would bind to it and sort as text.
const COLUMNS = sql`position, transaction_id::text as transaction_text, stream_name, stream_version, event_id, type, data, metadata`;

/**
 * Reads the global log after `after`, gap-safe (DESIGN §2): only rows whose
 * transaction is older than the oldest one still running, in
 * (transaction_id, position) order. A transaction that commits late has a
 * smaller id than the horizon it held back, so it is read later, never skipped.
 *
 * Takes any executor so a projection can read inside its own transaction.
 */
export async function readLog(
  db: Kysely<unknown>,
  after: LogPosition,
  options: ReadAllOptions,
): Promise<RecordedEvent[]> {
  const rows = options.since
    ? await readSince(db, options.since, options.limit)
    : await readAfter(db, after, options);
  // Old events come out in today's shape (upcasters.ts).
  return upcastLog(rows.map(toRecordedEvent), (name) => readRawStream(db, name));
}

async function readAfter(
  db: Kysely<unknown>,
  after: LogPosition,
  options: ReadAllOptions,
): Promise<EventRow[]> {
  const typeFilter = options.types ? sql`and type = any(${[...options.types]}::text[])` : sql``;
  const { rows } = await sql<EventRow>`
    select ${COLUMNS}
    from events
    where (transaction_id, position) > (${after.transactionId.toString()}::xid8, ${after.position})
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ${typeFilter}
    order by events.transaction_id, events.position
    limit ${options.limit}
  `.execute(db);
  return rows;
}

async function readSince(
  db: Kysely<unknown>,
  since: ReadonlyMap<string, LogPosition>,
  limit: number,
): Promise<EventRow[]> {
  const [first, ...rest] = since.values();
  // Types that all start at one position (read models that stand together, a catch-up from the
  // start) are one range of the log in its own order, as a plain read: no seek per type.
  if (first && rest.every((at) => at.transactionId === first.transactionId && at.position === first.position))
    return readAfter(db, first, { limit, types: [...since.keys()] });
  return readEachTypeSince(db, since, limit);
}

/**
 * The first `limit` events in log order of the given types, each type after its own position (gap-safe
 * as above): one range of the (type, transaction, position) index per type, so nothing before a type's
 * start is even scanned. Both bounds are row comparisons on the whole index key: with `type = start_type`
 * the scan began at the type's first event and filtered its way up to the start.
 */
async function readEachTypeSince(
  db: Kysely<unknown>,
  since: ReadonlyMap<string, LogPosition>,
  limit: number,
): Promise<EventRow[]> {
  const starts = [...since];
  const { rows } = await sql<EventRow>`
    select e.* from unnest(
      ${starts.map(([type]) => type)}::text[],
      ${starts.map(([, at]) => at.transactionId.toString())}::xid8[],
      ${starts.map(([, at]) => at.position.toString())}::bigint[]
    ) as start(start_type, start_transaction, start_position)
    cross join lateral (
      select ${COLUMNS} from events
      where (events.type, events.transaction_id, events.position)
          > (start.start_type, start.start_transaction, start.start_position)
        and (events.type, events.transaction_id) < (start.start_type, pg_snapshot_xmin(pg_current_snapshot()))
      order by events.type, events.transaction_id, events.position
      limit ${limit}
    ) as e
    order by e.transaction_text::xid8, e.position
    limit ${limit}
  `.execute(db);
  return rows;
}

/**
 * How many events (of `types`, when given) the log holds after `after`: how far a reader at `after` lags.
 * Counts no further than `upTo`, so a health check stays cheap while a read model replays a long log.
 */
export async function countLogAfter(
  db: Kysely<unknown>,
  after: LogPosition,
  options: { types?: readonly string[]; upTo: number },
): Promise<number> {
  const typeFilter = options.types ? sql`and type = any(${[...options.types]}::text[])` : sql``;
  const { rows } = await sql<{ count: bigint }>`
    select count(*) as count from (
      select 1 from events
      where (transaction_id, position) > (${after.transactionId.toString()}::xid8, ${after.position})
        ${typeFilter}
      limit ${options.upTo}
    ) as beyond
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

export async function readStreamEvents(db: Kysely<unknown>, streamName: string): Promise<RecordedEvent[]> {
  return upcastStream(await readRawStream(db, streamName));
}

async function readRawStream(db: Kysely<unknown>, streamName: string): Promise<RecordedEvent[]> {
  const { rows } = await sql<EventRow>`
    select ${COLUMNS} from events where stream_name = ${streamName} order by stream_version
  `.execute(db);
  return rows.map(toRecordedEvent);
}

export function positionOf(event: RecordedEvent): LogPosition {
  return { transactionId: event.transactionId, position: event.position };
}
