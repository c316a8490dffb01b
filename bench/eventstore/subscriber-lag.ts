import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import type { EventStore } from '../../commands/event-store/event-store.ts';
import { LOG_START, type LogPosition } from '../../domain/shared/event.ts';
import { percentile } from '../support/stats.ts';
import { answerEvent, benchMetadata, freshStreamName, sleepUntil } from './workload.ts';

export interface LagLoad {
  appenders: number;
  events: number;
  eventsPerSecond: number;
}

export interface LagResult {
  p50Ms: number;
  p99Ms: number;
  /** The append rate actually reached; lower than asked means the appenders fell behind. */
  eventsPerSecond: number;
}

/** How long a run may wait for the subscriber to catch up once appends are done. */
const CATCH_UP_TIMEOUT_MS = 30_000;

/**
 * Lag of a live subscriber behind single-event appends at a steady rate.
 * Committed = when append() resolved (the writer knows its event is durable);
 * received = when onEvents got it. An event seen before its append() resolved
 * counts as 0: the subscriber was not behind.
 */
export async function subscriberLag(
  store: EventStore,
  db: Kysely<unknown>,
  load: LagLoad,
): Promise<LagResult> {
  const key = (streamName: string, version: number) => `${streamName}/${version}`;
  const committedAt = new Map<string, number>();
  const receivedAt = new Map<string, number>();
  const perAppender = Math.ceil(load.events / load.appenders);
  const total = perAppender * load.appenders;
  const allReceived = Promise.withResolvers<void>();
  // A subscriber error may come before anyone awaits it; the race below still sees it.
  allReceived.promise.catch(() => {});

  const subscription = store.subscribe({
    after: await logEnd(db),
    onEvents: (events) => {
      const now = performance.now();
      for (const event of events) receivedAt.set(key(event.streamName, event.streamVersion), now);
      if (receivedAt.size >= total) allReceived.resolve();
    },
    onError: (error) => allReceived.reject(error),
  });
  const giveUp = new AbortController();
  try {
    const intervalMs = 1000 / load.eventsPerSecond;
    // Appenders take turns on one shared schedule, so together they keep the asked rate.
    const start = performance.now() + 50;
    const appendOneStream = async (appender: number) => {
      const streamName = freshStreamName();
      for (let version = 1; version <= perAppender; version++) {
        await sleepUntil(start + ((version - 1) * load.appenders + appender) * intervalMs);
        await store.append(
          [{ streamName, expectedVersion: version - 1, events: [answerEvent(version)] }],
          benchMetadata(),
        );
        committedAt.set(key(streamName, version), performance.now());
      }
    };
    await Promise.all(Array.from({ length: load.appenders }, (_, a) => appendOneStream(a)));
    const eventsPerSecond = (committedAt.size * 1000) / (performance.now() - start);

    const timeout = sleep(CATCH_UP_TIMEOUT_MS, undefined, { signal: giveUp.signal }).then(
      () => {
        throw new Error(`subscriber got ${receivedAt.size} of ${committedAt.size} events`);
      },
      () => {}, // aborted: the subscriber caught up in time
    );
    await Promise.race([allReceived.promise, timeout]);

    const lags = [...committedAt].map(([id, committed]) => Math.max(0, receivedAt.get(id)! - committed));
    lags.sort((a, b) => a - b);
    return { p50Ms: percentile(lags, 50), p99Ms: percentile(lags, 99), eventsPerSecond };
  } finally {
    giveUp.abort();
    await subscription.stop();
  }
}

/** Where the log ends now (no appender is running), so the subscriber sees only this run's events. */
async function logEnd(db: Kysely<unknown>): Promise<LogPosition> {
  const { rows } = await sql<{ transaction_text: string; position: bigint }>`
    select transaction_id::text as transaction_text, position
    from events order by transaction_id desc, position desc limit 1
  `.execute(db);
  const last = rows[0];
  return last ? { transactionId: BigInt(last.transaction_text), position: last.position } : LOG_START;
}
