import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DomainEvent, EventMetadata } from '../../domain/shared/event.ts';

/** Sizes of one run; printed with the figures so they can be read (and compared) later. */
export interface Workload {
  appenders: number;
  singleEventTransactionsPerAppender: number;
  batchTransactionsPerAppender: number;
  eventsPerBatchTransaction: number;
  readBatchSize: number;
  lagEvents: number;
  lagEventsPerSecond: number;
  measuredRuns: number;
}

/** Shaped like the hot path's answer events, so rows have a realistic size. */
export function answerEvent(questionIndex: number): DomainEvent {
  return {
    type: 'AnswerSubmitted',
    data: {
      playerId: randomUUID(),
      questionIndex,
      choiceIndexes: [questionIndex % 4],
      receivedAt: new Date().toISOString(),
      // Points are frozen in today's answers; without them the log read would upcast every one.
      points: 875,
      correct: true,
      scoring: 1,
    },
  };
}

export function benchMetadata(): EventMetadata {
  return { actorId: null, correlationId: randomUUID(), causationId: null, at: new Date().toISOString() };
}

export const freshStreamName = () => `game-${randomUUID()}`;

/** Waits until `performance.now()` reaches `target`; returns at once if it already has. */
export async function sleepUntil(target: number): Promise<void> {
  const wait = target - performance.now();
  if (wait > 0) await sleep(wait);
}
