import type { Kysely, Transaction } from 'kysely';
import type { LogPosition, RecordedEvent } from '../domain/shared/event.ts';

/** A read-model row that changed, for the websocket gateway: clients following `topic` receive `data`. */
export interface ReadModelChange {
  topic: string;
  data: unknown;
}

/**
 * A read model fed from the global log. `apply` must be a deterministic
 * function of the event (timestamps come from `metadata.at`, never the
 * clock) and idempotent: applying an event it has already seen changes nothing.
 */
export interface Projection<Name extends string = string> {
  /** Its literal name in its declaration (Projection<'quizzes'>), so all.ts derives ProjectionName. */
  name: Name;
  eventTypes: readonly string[];
  /** Tables it owns; emptied before a rebuild. */
  tables: readonly string[];
  apply(trx: Transaction<unknown>, event: RecordedEvent): Promise<ReadModelChange[]>;
  /** Optional: a whole batch at once (in log order), for read models that gain from writing in bulk. */
  applyBatch?(trx: Transaction<unknown>, events: readonly RecordedEvent[]): Promise<ReadModelChange[]>;
}

/**
 * What the runner needs from the event store, injected by the server so
 * projections/ depends on no write-side code.
 */
export interface EventLog {
  /** Gap-safe read of the global log, on the given executor (so inside the projection's transaction). */
  read(
    db: Kysely<unknown>,
    after: LogPosition,
    options: {
      limit: number;
      types?: readonly string[];
      /** Per type, read after this position instead of `after` (the types read are its keys). */
      since?: ReadonlyMap<string, LogPosition>;
    },
  ): Promise<RecordedEvent[]>;
  /**
   * Calls `listener` after each committed append, with the event types it wrote (null when unknown);
   * returns how to stop.
   */
  onAppend(listener: (types: readonly string[] | null) => void): () => void;
}

/** Applies events (in log order) to a read model: as one batch when it takes batches, else one by one. */
export async function applyEvents(
  projection: Projection,
  trx: Transaction<unknown>,
  events: readonly RecordedEvent[],
): Promise<ReadModelChange[]> {
  if (events.length === 0) return [];
  if (projection.applyBatch) return projection.applyBatch(trx, events);
  const changes: ReadModelChange[] = [];
  for (const event of events) changes.push(...(await projection.apply(trx, event)));
  return changes;
}
