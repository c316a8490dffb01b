import type { EventStore } from '../../commands/event-store/event-store.ts';
import { answerEvent, benchMetadata, freshStreamName } from './workload.ts';

export interface AppendLoad {
  appenders: number;
  transactionsPerAppender: number;
  eventsPerTransaction: number;
}

/**
 * Appended events per second: concurrent appenders, each on a stream of its
 * own with the expected version it last wrote (as a command handler does),
 * each waiting for its commit before the next transaction.
 */
export async function appendThroughput(store: EventStore, load: AppendLoad): Promise<number> {
  const appendOneStream = async () => {
    const streamName = freshStreamName();
    let version = 0;
    for (let t = 0; t < load.transactionsPerAppender; t++) {
      const events = Array.from({ length: load.eventsPerTransaction }, (_, i) => answerEvent(version + i));
      await store.append([{ streamName, expectedVersion: version, events }], benchMetadata());
      version += events.length;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: load.appenders }, appendOneStream));
  const seconds = (performance.now() - started) / 1000;
  return (load.appenders * load.transactionsPerAppender * load.eventsPerTransaction) / seconds;
}
