/**
 * The shapes every event shares. Pure types: the event store (commands/) and
 * the projections both speak in these terms without importing each other.
 */

/** Who caused an event and why; `at` comes from the injected clock (ISO 8601). */
export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  at: string;
}

/** An event as a decider produces it, before it is stored. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * An event as it was stored. `position` orders events in the global log
 * together with `transactionId` (DESIGN §2, gap-safe reading);
 * `streamVersion` counts from 1 within its stream.
 */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent ? Recorded<E> : never;

interface Recorded<E extends DomainEvent> {
  eventId: string;
  streamName: string;
  streamVersion: number;
  position: bigint;
  transactionId: bigint;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
}

/** Where a reader of the global log stands: after this (transaction, position). */
export interface LogPosition {
  transactionId: bigint;
  position: bigint;
}

export const LOG_START: LogPosition = { transactionId: 0n, position: 0n };

/** Makes an exhaustive `switch` fail to compile when a case is missing. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
