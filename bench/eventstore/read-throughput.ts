import type { EventStore } from '../../commands/event-store/event-store.ts';
import { positionOf } from '../../commands/event-store/read-log.ts';
import { LOG_START } from '../../domain/shared/event.ts';

/** Reads the whole global log from the start, as a projection rebuild does; events per second. */
export async function readThroughput(
  store: EventStore,
  batchSize: number,
): Promise<{ eventsPerSecond: number; events: number }> {
  let after = LOG_START;
  let events = 0;
  const started = performance.now();
  for (;;) {
    const batch = await store.readAll(after, { limit: batchSize });
    if (batch.length === 0) break;
    events += batch.length;
    after = positionOf(batch.at(-1)!);
  }
  const seconds = (performance.now() - started) / 1000;
  return { eventsPerSecond: events / seconds, events };
}
