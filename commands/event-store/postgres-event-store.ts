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
    try {
      return await this.#db.transaction().execute(async (trx) => {
        const nextVersions = streams.map((stream) => stream.expectedVersion + stream.events.length);
        const streamEnds: LogPosition[] = [];
        // Streams named twice must see each other's rows: those go one statement each, in order.
        if (streams.length > 1 && new Set(streams.map((s) => s.streamName)).size === streams.length) {
          streamEnds.push(...(await appendToStreams(trx, streams, metadata)));
        } else {
          for (const stream of streams) {
            streamEnds.push(await appendToStream(trx, stream, stream.metadata ?? metadata));
          }
        }
        await options.alongside?.(trx);
        // Delivered only when the transaction commits; one wake-up per transaction.
        const types = appendedTypesPayload(
          streams.flatMap((stream) => stream.events.map((event) => event.type)),
        );
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
 * Inserts the stream's events only if the stream is at `expectedVersion`
 * (one statement, one round trip); returns where the last one stands in the log.
 */
async function appendToStream(db: Kysely<unknown>, stream: StreamAppend, metadata: EventMetadata) {
  const metadataJson = JSON.stringify(metadata);
  const rows = stream.events.map(
    (event, index) =>
      sql`(${stream.expectedVersion + index + 1}::int, ${randomUUID()}::uuid, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb)`,
  );
  const { rows: written } = await sql<{ position: bigint; transaction_text: string }>`
    insert into events (stream_name, stream_version, event_id, type, data, metadata)
    select ${stream.streamName}, v.version, v.event_id, v.type, v.data, ${metadataJson}::jsonb
    from (values ${sql.join(rows)}) as v(version, event_id, type, data)
    where (select coalesce(max(stream_version), 0) from events where stream_name = ${stream.streamName})
      = ${stream.expectedVersion}
    returning position, transaction_id::text as transaction_text
  `.execute(db);
  if (written.length !== stream.events.length) {
    throw new ConcurrencyError(stream.streamName, stream.expectedVersion);
  }
  // Positions are bigints (Math.max does not take them).
  let position = 0n;
  for (const row of written) if (row.position > position) position = row.position;
  return { transactionId: BigInt(written[0]!.transaction_text), position };
}

/**
 * Inserts the events of several distinct streams in one statement, each stream only if it is at its
 * expected version: a group commit of many solo plays (AppendBatcher) costs one round trip instead
 * of one per stream. Rows are numbered in the order given, so positions follow the streams' order.
 */
async function appendToStreams(
  db: Kysely<unknown>,
  streams: StreamAppend[],
  metadata: EventMetadata,
): Promise<LogPosition[]> {
  let order = 0;
  const rows = streams.flatMap((stream) => {
    const metadataJson = JSON.stringify(stream.metadata ?? metadata);
    return stream.events.map(
      (event, index) =>
        sql`(${order++}::int, ${stream.streamName}::text, ${stream.expectedVersion}::int, ${stream.expectedVersion + index + 1}::int, ${randomUUID()}::uuid, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb, ${metadataJson}::jsonb)`,
    );
  });
  const { rows: written } = await sql<{ stream_name: string; position: bigint; transaction_text: string }>`
    insert into events (stream_name, stream_version, event_id, type, data, metadata)
    select v.stream_name, v.version, v.event_id, v.type, v.data, v.metadata
    from (values ${sql.join(rows)}) as v(ord, stream_name, expected, version, event_id, type, data, metadata)
    where (select coalesce(max(e.stream_version), 0) from events e where e.stream_name = v.stream_name)
      = v.expected
    order by v.ord
    returning stream_name, position, transaction_id::text as transaction_text
  `.execute(db);
  const ends = new Map<string, { count: number; position: bigint }>();
  for (const row of written) {
    const end = ends.get(row.stream_name) ?? { count: 0, position: 0n };
    end.count++;
    if (row.position > end.position) end.position = row.position;
    ends.set(row.stream_name, end);
  }
  const transactionId = written.length > 0 ? BigInt(written[0]!.transaction_text) : 0n;
  return streams.map((stream) => {
    const end = ends.get(stream.streamName);
    if (end?.count !== stream.events.length)
      throw new ConcurrencyError(stream.streamName, stream.expectedVersion);
    return { transactionId, position: end.position };
  });
}

function isUniqueViolationOnStreamVersion(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION && pgError.constraint === 'events_stream_name_stream_version_key';
}
