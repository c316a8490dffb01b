/**
 * Event store benchmark (DESIGN §2, §6): append, global read and subscriber
 * lag on the embedded PostgreSQL, and on the external one when DATABASE_URL
 * is set. Progress goes to stderr; stdout gets exactly one JSON line.
 *
 *   npm run bench:eventstore
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:eventstore
 */
import os from 'node:os';
import { type BackendReport, benchmarkServer } from './eventstore/benchmark-server.ts';
import type { Workload } from './eventstore/workload.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';

// Sized so both backends finish in about three minutes on two cores.
const workload: Workload = {
  appenders: 4,
  singleEventTransactionsPerAppender: 1500,
  batchTransactionsPerAppender: 25,
  eventsPerBatchTransaction: 100,
  readBatchSize: 1000,
  lagEvents: 2000,
  lagEventsPerSecond: 500,
  measuredRuns: 3,
};

const progress = (backend: string) => (message: string) =>
  console.error(`[bench:eventstore ${backend}] ${message}`);

const backends: Record<string, BackendReport> = {};

const embedded = await startScratchEmbeddedPostgres();
try {
  backends.embedded = await benchmarkServer(embedded.url, workload, progress('embedded'));
} finally {
  await embedded.stop();
}

const externalUrl = process.env.DATABASE_URL;
if (externalUrl) backends.external = await benchmarkServer(externalUrl, workload, progress('external'));

console.log(
  JSON.stringify({
    bench: 'eventstore',
    node: process.version,
    cpus: os.availableParallelism(),
    workload,
    backends,
  }),
);
