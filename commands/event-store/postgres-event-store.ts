import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { EventMetadata, LogPosition, RecordedEvent } from '../../domain/shared/event.ts';
import { ConcurrencyError } from './errors.ts';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ReadAllOptions,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from './event-store.ts';
import { followLog } from './follow-log.ts';
import { type AppendListener, appendedTypesPayload, EVENTS_CHANNEL, LogNotifier } from './log-notifier.ts';
import { readLog, readStreamEvents } from './read-log.ts';
import { assertStorable } from './storable.ts';

const UNIQUE_VIOLATION = '23505';

export interface PostgresEventStoreOptions {
  /** For the LISTEN connection; the pool behind `db` serves everything else. */
  connectionString: string;
  /** Safety-net poll for subscribers, in ms; NOTIFY wakes them sooner. */
  pollIntervalMs?: number;
}

export class PostgresEventStore implements EventStore {
  readonly #db: Kysely<unknown>;
  readonly #notifier: LogNotifier;
  readonly #pollIntervalMs: number;
  readonly #subscriptions = new Set<Subscription>();

  constructor(db: Kysely<unknown>, options: PostgresEventStoreOptions) {
    this.#db = db;
    this.#notifier = new LogNotifier(options.connectionString);
    this.#pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  async append(
    streams: StreamAppend[],
    metadata: EventMetadata,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (streams.length === 0 || streams.some((s) => s.events.length === 0)) {
      throw new Error('every stream in an append needs at least one event');
    }
    assertStorable(streams, metadata);
    // Delivered only when the append commits; one wake-up per append.
    const types = appendedTypesPayload(streams.flatMap((stream) => stream.events.map((event) => event.type)));
    const distinct = new Set(streams.map((s) => s.streamName)).size === streams.length;
    try {
      const nextVersions = streams.map((stream) => stream.expectedVersion + stream.events.length);
      if (distinct && !options.alongside) {
        // The common case (every answer of a solo play) in one statement, so its own transaction:
        // one round trip to the database where BEGIN, INSERT, NOTIFY and COMMIT took four.
        return { nextVersions, streamEnds: await insertEvents(this.#db, streams, metadata, types) };
      }
      return await this.#db.transaction().execute(async (trx) => {
        const streamEnds: LogPosition[] = [];
        // Streams named twice must see each other's rows: those go one statement each, in order.
        if (distinct) streamEnds.push(...(await insertEvents(trx, streams, metadata, null)));
        else
          for (const stream of streams)
            streamEnds.push(...(await insertEvents(trx, [stream], metadata, null)));
        await options.alongside?.(trx);
        await sql`select pg_notify(${EVENTS_CHANNEL}, ${types})`.execute(trx);
        return { nextVersions, streamEnds };
      });
    } catch (error) {
      // Two writers raced for the same version: the loser gets a conflict, never an overwrite.
      if (isUniqueViolationOnStreamVersion(error)) {
        const stream = streams.find((s) =>
          (error as { detail?: string }).detail?.includes(`=(${s.streamName},`),
        );
        const lost = stream ?? streams[0]!;
        throw new ConcurrencyError(lost.streamName, lost.expectedVersion);
      }
      throw error;
    }
  }

  readStream(streamName: string): Promise<RecordedEvent[]> {
    return readStreamEvents(this.#db, streamName);
  }

  readAll(after: LogPosition, options: ReadAllOptions): Promise<RecordedEvent[]> {
    return readLog(this.#db, after, options);
  }

  subscribe(options: SubscribeOptions): Subscription {
    const subscription = followLog({
      ...options,
      read: (after, limit) => this.readAll(after, { limit, types: options.types }),
      listen: (wake) => this.#notifier.listen(wake),
      pollIntervalMs: this.#pollIntervalMs,
    });
    this.#subscriptions.add(subscription);
    return {
      stop: async () => {
        this.#subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  /** Calls `listener` after every committed append, on any node (projection runners wake on it). */
  onAppend(listener: AppendListener): () => void {
    return this.#notifier.listen(listener);
  }

  async close(): Promise<void> {
    await Promise.all([...this.#subscriptions].map((s) => s.stop()));
    this.#subscriptions.clear();
    await this.#notifier.close();
  }
}

/**
 * Inserts the events of distinct streams in one statement, all of them or none: only if every stream
 * is at its expected version (a stale one raises ConcurrencyError and writes nothing). A group commit
 * of many solo plays (AppendBatcher) costs one round trip instead of one per stream. Rows are numbered
 * in the order given, so positions follow the streams' order. With `notify`, the statement also wakes
 * the log's listeners when it commits (a NOTIFY is delivered only then), so it needs no transaction of
 * its own.
 */
async function insertEvents(
  db: Kysely<unknown>,
  streams: StreamAppend[],
  metadata: EventMetadata,
  notify: string | null,
): Promise<LogPosition[]> {
  let order = 0;
  const rows = streams.flatMap((stream) => {
    const metadataJson = JSON.stringify(stream.metadata ?? metadata);
    return stream.events.map(
      (event, index) =>
        sql`(${order++}::int, ${stream.streamName}::text, ${stream.expectedVersion}::int, ${stream.expectedVersion + index + 1}::int, ${randomUUID()}::uuid, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb, ${metadataJson}::jsonb)`,
    );
  });
  // Every part of one statement sees the log as it was when the statement began: `stale` is decided
  // before anything is written. Two writers at the same version both pass it; the unique key on
  // (stream_name, stream_version) then fails the later one whole.
  const { rows: written } = await sql<{
    stream_name: string;
    position: bigint | null;
    transaction_text: string | null;
    stale: boolean;
  }>`
    with v(ord, stream_name, expected, version, event_id, type, data, metadata) as (values ${sql.join(rows)}),
    stale as materialized (
      select distinct v.stream_name from v
      where (select coalesce(max(e.stream_version), 0) from events e where e.stream_name = v.stream_name)
        <> v.expected
    ),
    written as (
      insert into events (stream_name, stream_version, event_id, type, data, metadata)
      select v.stream_name, v.version, v.event_id, v.type, v.data, v.metadata from v
      where not exists (select from stale)
      order by v.ord
      returning stream_name, position, transaction_id::text as transaction_text
    ),
    notified as materialized (
      select pg_notify(${EVENTS_CHANNEL}, ${notify ?? ''}) from (select from written limit 1) as any_written
      where ${notify !== null}
    )
    select stream_name, position, transaction_text, false as stale from written
    union all select stream_name, null, null, true from stale
    union all select null, null, null, false from notified
  `.execute(db);
  const staleStream = written.find((row) => row.stale);
  if (staleStream) {
    const stream = streams.find((s) => s.streamName === staleStream.stream_name)!;
    throw new ConcurrencyError(stream.streamName, stream.expectedVersion);
  }
  const ends = new Map<string, bigint>();
  let transactionId = 0n;
  for (const row of written) {
    if (row.position === null) continue;
    transactionId = BigInt(row.transaction_text!);
    const end = ends.get(row.stream_name);
    if (end === undefined || row.position > end) ends.set(row.stream_name, row.position);
  }
  return streams.map((stream) => ({ transactionId, position: ends.get(stream.streamName)! }));
}

function isUniqueViolationOnStreamVersion(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION && pgError.constraint === 'events_stream_name_stream_version_key';
}
