import path from 'node:path';
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
import { connect } from './database/connect.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './database/embedded-postgres.ts';
import { ensureDatabase } from './database/ensure-database.ts';
import { publishChanges } from './gateway/publish-changes.ts';
import { lookupCountry } from './geo/lookup-country.ts';

export interface RunningKviss {
  url: string;
  /** Stops in order: HTTP (and sockets), projections, event store, bus, pool, embedded PostgreSQL. */
  close(): Promise<void>;
}

/** Starts the whole product from a config: database, migrations, projections, HTTP and websocket. */
export async function startKviss(config: Config, log: FastifyBaseLogger): Promise<RunningKviss> {
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPostgresPort,
      onLog: (line) => log.debug({ postgres: line }),
    });
    databaseUrl = await ensureDatabase(embedded.url, 'kviss');
    log.info(
      { port: embedded.port, dataDir: path.join(config.dataDir, 'pg') },
      'embedded PostgreSQL started',
    );
  }

  const connection = connect<unknown>(databaseUrl);
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
      await connection.close();
      await embedded?.stop();
    },
  };
}
