import type { Kysely } from 'kysely';
import type { DomainEvent, EventMetadata, LogPosition, RecordedEvent } from '../../domain/shared/event.ts';

/**
 * One stream's share of an append. `expectedVersion` is the stream's current
 * version as the caller last saw it: 0 means "the stream must not exist yet".
 */
export interface StreamAppend {
  streamName: string;
  expectedVersion: number;
  events: DomainEvent[];
  /**
   * This stream's own metadata, when one append carries the writes of several requests (a group
   * commit of many players' answers); otherwise the append's metadata applies.
   */
  metadata?: EventMetadata;
}

export interface AppendResult {
  /** The version each stream has after the append, in request order. */
  nextVersions: number[];
  /**
   * Where each stream's last new event stands in the global log, in request
   * order, so a caller can wait for the projection that reads that stream.
   */
  streamEnds: LogPosition[];
}

export interface AppendOptions {
  /**
   * Runs inside the append's transaction, after the events are written:
   * state that must not enter the log (a password hash, a token) commits
   * together with the events that say it changed, or not at all.
   */
  alongside?: (trx: Kysely<unknown>) => Promise<void>;
}

export interface ReadAllOptions {
  /** At most this many events. */
  limit: number;
  /** Only events of these types (all when absent). */
  types?: readonly string[];
  /**
   * Per type, read only after this position instead of `after`; the types read are then its keys. A
   * reader feeding several read models starts each type where the furthest-behind of its followers
   * stands, so events every follower already took are not read again.
   */
  since?: ReadonlyMap<string, LogPosition>;
}

export interface SubscribeOptions {
  after: LogPosition;
  types?: readonly string[];
  batchSize?: number;
  /** Called with each batch in log order; the next batch waits for it. */
  onEvents: (events: RecordedEvent[]) => Promise<void> | void;
  onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Stops the subscription; resolves once no handler call is running. */
  stop(): Promise<void>;
}

/**
 * The append-only log (DESIGN §2). Appends to several streams commit together
 * or not at all; a stale `expectedVersion` on any of them raises
 * `ConcurrencyError` and nothing is written.
 */
export interface EventStore {
  append(streams: StreamAppend[], metadata: EventMetadata, options?: AppendOptions): Promise<AppendResult>;
  readStream(streamName: string): Promise<RecordedEvent[]>;
  /** Events after `after` that are safe to read: no transaction still open can add one before them. */
  readAll(after: LogPosition, options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Follows the global log from `after`: woken by NOTIFY on append, polling as a safety net. */
  subscribe(options: SubscribeOptions): Subscription;
  close(): Promise<void>;
}
