import type { FastifyBaseLogger } from 'fastify';
import { createBus } from '../commands/bus/index.ts';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store.ts';
import { readLog } from '../commands/event-store/read-log.ts';
import { systemClock } from '../commands/ports/clock.ts';
import { cryptoRandom } from '../commands/ports/random.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { allProjections } from '../projections/all.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import type { Config } from './config.ts';
import { createFastify } from './create-fastify.ts';
import { openDatabase } from './database/open-database.ts';
import { publishChanges } from './gateway/publish-changes.ts';
import { lookupCountry } from './geo/lookup-country.ts';

export interface RunningKviss {
  url: string;
  /** Stops in order: HTTP (and sockets), projections, event store, bus, pool, embedded PostgreSQL. */
  close(): Promise<void>;
}

/** Starts the whole product from a config: database, migrations, projections, HTTP and websocket. */
export async function startKviss(config: Config, log: FastifyBaseLogger): Promise<RunningKviss> {
  const database = await openDatabase(config, log);
  const { connection, url: databaseUrl } = database;
  const applied = await migrateToLatest(connection.db);
  if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');

  const store = new PostgresEventStore(connection.db, { connectionString: databaseUrl });
  const bus = createBus({
    redisUrl: config.redisUrl ?? undefined,
    onError: (error) => log.warn({ err: error }, 'bus error'),
  });
  const runner = new ProjectionRunner({
    db: connection.db,
    log: { read: readLog, onAppend: (listener) => store.onAppend(listener) },
    projections: allProjections,
    publish: publishChanges(bus, (error) => log.warn({ err: error }, 'publish failed')),
    onError: (error, projection) => log.error({ err: error, projection }, 'projection failed'),
  });
  await runner.start();

  const fastify = await createFastify(
    {
      db: connection.db,
      store,
      bus,
      clock: systemClock,
      random: cryptoRandom,
      lookupCountry,
      webDistDir: config.webDistDir,
    },
    { logger: log, trustProxy: config.trustProxy },
  );
  const url = await fastify.listen({ port: config.port, host: config.host });

  return {
    url,
    async close() {
      await fastify.close();
      await runner.stop();
      await store.close();
      await bus.close();
      await database.close();
    },
  };
}
