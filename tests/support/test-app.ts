import { createFastify } from '../../api/create-fastify.ts';
import { connect } from '../../api/database/connect.ts';
import { publishChanges } from '../../api/gateway/publish-changes.ts';
import type { Bus } from '../../commands/bus/index.ts';
import { InProcessBus } from '../../commands/bus/index.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import { readLog } from '../../commands/event-store/read-log.ts';
import type { Clock } from '../../commands/ports/clock.ts';
import { cryptoRandom, type Random } from '../../commands/ports/random.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { allProjections } from '../../projections/all.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { createTestDatabase, type PostgresBackend } from './backends.ts';

export const fixedClock = (iso = '2026-11-23T10:00:00.000Z'): Clock & { set(iso: string): void } => {
  let now = new Date(iso);
  return { now: () => now, set: (next) => (now = new Date(next)) };
};

export interface TestAppOptions {
  clock?: Clock;
  random?: Random;
  bus?: Bus;
  lookupCountry?: (ip: string) => Promise<string | null>;
  trustProxy?: boolean;
}

/**
 * The real app (routes, gateway, projections, event store) on a fresh
 * database of its own, without listening: tests inject requests and sockets.
 */
export async function createTestApp(backend: PostgresBackend, options: TestAppOptions = {}) {
  const database = await createTestDatabase(backend.serverUrl);
  const connection = connect<unknown>(database.url);
  await migrateToLatest(connection.db);
  const store = new PostgresEventStore(connection.db, {
    connectionString: database.url,
    pollIntervalMs: 200,
  });
  const bus = options.bus ?? new InProcessBus();
  const errors: unknown[] = [];
  const runner = new ProjectionRunner({
    db: connection.db,
    log: { read: readLog, onAppend: (listener) => store.onAppend(listener) },
    projections: allProjections,
    publish: publishChanges(bus, (error) => errors.push(error)),
    onError: (error) => errors.push(error),
    pollIntervalMs: 200,
  });
  await runner.start();
  const app = await createFastify(
    {
      db: connection.db,
      store,
      bus,
      clock: options.clock ?? fixedClock(),
      random: options.random ?? cryptoRandom,
      lookupCountry: options.lookupCountry ?? (async () => null),
      webDistDir: null,
    },
    { logger: null, trustProxy: options.trustProxy ?? false },
  );
  return {
    app,
    store,
    runner,
    db: connection.db,
    databaseUrl: database.url,
    /** Errors the runner or publisher met; a test that expects none can assert it. */
    errors,
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await bus.close();
      await connection.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
