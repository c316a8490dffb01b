import type { RecordedEvent } from '../domain/shared/event.ts';
import { storableCopy } from '../domain/shared/text.ts';

/**
 * Events logged before the text rule may hold strings PostgreSQL cannot store (a NUL in a sealed
 * name): they are applied with those characters as U+FFFD rather than stopping the read model.
 */
export function storableEvent(event: RecordedEvent): RecordedEvent {
  const data = storableCopy(event.data);
  const metadata = storableCopy(event.metadata);
  return data === event.data && metadata === event.metadata ? event : { ...event, data, metadata };
}
