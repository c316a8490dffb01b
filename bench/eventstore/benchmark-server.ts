import type { Kysely } from 'kysely';
import { connect } from '../../api/database/connect.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { createScratchDatabase } from '../support/scratch-database.ts';
import { readServerSettings, type ServerSettings } from '../support/server-settings.ts';
import { type Figure, figure } from '../support/stats.ts';
import { appendThroughput } from './append-throughput.ts';
import { readThroughput } from './read-throughput.ts';
import { type LagResult, subscriberLag } from './subscriber-lag.ts';
import type { Workload } from './workload.ts';

export interface BackendReport extends ServerSettings {
  append1PerTx: Figure;
  append100PerTx: Figure;
  readAll: Figure;
  /** The log grows every round, so each round's read covers more events. */
  readAllEvents: Figure;
  subscriberLagP50: Figure;
  subscriberLagP99: Figure;
  /** The append rate the lag rounds actually reached. */
  lagAppendRate: Figure;
}

interface Round {
  append1: number;
  append100: number;
  read: { eventsPerSecond: number; events: number };
  lag: LagResult;
}

/** Runs every scenario on a migrated database of its own on `serverUrl`, which it drops afterwards. */
export async function benchmarkServer(
  serverUrl: string,
  workload: Workload,
  progress: (message: string) => void,
): Promise<BackendReport> {
  const database = await createScratchDatabase(serverUrl);
  try {
    const connection = connect<unknown>(database.url);
    // The production default poll interval: NOTIFY, not polling, should carry the lag figure.
    const store = new PostgresEventStore(connection.db, { connectionString: database.url });
    try {
      await migrateToLatest(connection.db);
      const settings = await readServerSettings(connection.db);
      progress(`PostgreSQL ${settings.postgres}, database ${database.name}: warm-up round`);
      await runRound(store, connection.db, workload);
      const rounds: Round[] = [];
      for (let i = 1; i <= workload.measuredRuns; i++) {
        const round = await runRound(store, connection.db, workload);
        progress(`round ${i}/${workload.measuredRuns}: ${describe(round)}`);
        rounds.push(round);
      }
      const over = (pick: (round: Round) => number, unit: string, decimals = 0) =>
        figure(rounds.map(pick), unit, decimals);
      return {
        ...settings,
        append1PerTx: over((r) => r.append1, 'events/s'),
        append100PerTx: over((r) => r.append100, 'events/s'),
        readAll: over((r) => r.read.eventsPerSecond, 'events/s'),
        readAllEvents: over((r) => r.read.events, 'events'),
        subscriberLagP50: over((r) => r.lag.p50Ms, 'ms', 2),
        subscriberLagP99: over((r) => r.lag.p99Ms, 'ms', 2),
        lagAppendRate: over((r) => r.lag.eventsPerSecond, 'events/s'),
      };
    } finally {
      await store.close();
      await connection.close();
    }
  } finally {
    await database.drop();
  }
}

/** One pass over every scenario; writes first, so the read and the lag run see a grown log. */
async function runRound(store: PostgresEventStore, db: Kysely<unknown>, workload: Workload): Promise<Round> {
  const append1 = await appendThroughput(store, {
    appenders: workload.appenders,
    transactionsPerAppender: workload.singleEventTransactionsPerAppender,
    eventsPerTransaction: 1,
  });
  const append100 = await appendThroughput(store, {
    appenders: workload.appenders,
    transactionsPerAppender: workload.batchTransactionsPerAppender,
    eventsPerTransaction: workload.eventsPerBatchTransaction,
  });
  const read = await readThroughput(store, workload.readBatchSize);
  const lag = await subscriberLag(store, db, {
    appenders: workload.appenders,
    events: workload.lagEvents,
    eventsPerSecond: workload.lagEventsPerSecond,
  });
  return { append1, append100, read, lag };
}

function describe(round: Round): string {
  return [
    `append 1/tx ${Math.round(round.append1)} ev/s`,
    `append 100/tx ${Math.round(round.append100)} ev/s`,
    `read ${Math.round(round.read.eventsPerSecond)} ev/s over ${round.read.events}`,
    `lag p50 ${round.lag.p50Ms.toFixed(2)} ms p99 ${round.lag.p99Ms.toFixed(2)} ms`,
  ].join(', ');
}
