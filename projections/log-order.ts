import type { LogPosition, RecordedEvent } from '../domain/shared/event.ts';

/** Whether `event` comes after `at` in the log's read order (transaction, then position). */
export const isAfter = (event: LogPosition, at: LogPosition) =>
  event.transactionId > at.transactionId ||
  (event.transactionId === at.transactionId && event.position > at.position);

export const positionOf = (event: RecordedEvent): LogPosition => ({
  transactionId: event.transactionId,
  position: event.position,
});
