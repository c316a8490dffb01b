import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { redisEditingSeats } from '../commands/editing-seats/redis.ts';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store.ts';
import { systemClock } from '../commands/ports/clock.ts';
import { cryptoRandom } from '../commands/ports/random.ts';
import { timerScheduler } from '../commands/ports/scheduler.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { allProjections } from '../projections/all.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { connectBetweenNodes } from './between-nodes.ts';
import { composeDeps, driveExportFor, imageSearchFor, mailerFor, musicSearchFor } from './compose-deps.ts';
import type { Config } from './config.ts';
import { createFastify } from './create-fastify.ts';
import { openDatabase } from './database/open-database.ts';
import { publishChanges } from './gateway/publish-changes.ts';
import { lookupCountry } from './geo/lookup-country.ts';
import { redisBucketStore } from './rate-limit/redis-bucket-store.ts';
import { loadSecrets } from './secrets.ts';

export interface RunningKviss {
  url: string;
  /** Stops in order: HTTP (and sockets), live games, projections, event store, mail, bus, pool, embedded PostgreSQL. */
  close(): Promise<void>;
}

/** Starts the whole product from a config: database, migrations, projections, HTTP and websocket. */
export async function startKviss(config: Config, log: FastifyBaseLogger): Promise<RunningKviss> {
  // What has started so far, stopped in reverse: a start that fails half-way leaves nothing running
  // (an embedded PostgreSQL left behind would hold the data directory and the port).
  const started: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of started.splice(0).reverse()) await stop();
  };
  try {
    const url = await startSteps(config, log, started);
    return { url, close: stopAll };
  } catch (error) {
    await stopAll().catch((stopError: unknown) =>
      log.error({ err: stopError }, 'could not stop what had started before the failure'),
    );
    throw error;
  }
}

async function startSteps(config: Config, log: FastifyBaseLogger, started: Array<() => Promise<void>>) {
  const database = await openDatabase(config, log);
  started.push(() => database.close());
  const { connection, url: databaseUrl } = database;
  const applied = await migrateToLatest(connection.db);
  if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');

  const nodes = connectBetweenNodes(config, log);
  started.push(() => nodes.close());
  const { bus } = nodes;
  const mailer = mailerFor(config);
  started.push(() => mailer.close());
  const rawStore = new PostgresEventStore(connection.db, { connectionString: databaseUrl });
  started.push(() => rawStore.close());
  const { deps, log: eventLog } = composeDeps({
    db: connection.db,
    store: rawStore,
    bus,
    clock: systemClock,
    random: cryptoRandom,
    secrets: await loadSecrets(config.dataDir),
    mailer,
    counters: nodes.counters,
    buckets: nodes.redis ? redisBucketStore(nodes.redis, `${nodes.prefix}bucket:`) : undefined,
    editingSeats: nodes.redis ? redisEditingSeats(nodes.redis, nodes.prefix) : undefined,
    lookupCountry,
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    publicUrlIsDefault: config.publicUrlIsDefault,
    scheduler: timerScheduler(systemClock),
    timers: timerScheduler(systemClock),
    leases: nodes.leases,
    nodeId: config.nodeId,
    onLiveGameError: (error) => log.error({ err: error }, 'live game failed'),
    maxPlayersPerGame: config.maxPlayersPerGame,
    mediaDir: path.join(config.dataDir, 'media'),
    uploadSettings: config.uploads,
    captchaMaxNumber: config.captchaMaxNumber,
    musicSearch: musicSearchFor(config),
    imageSearch: imageSearchFor(config),
    driveExport: driveExportFor(config),
    oidcSettings: config.oidc,
  });

  const runner = new ProjectionRunner({
    db: connection.db,
    log: eventLog,
    projections: allProjections,
    stalls: deps.projectionStalls,
    progress: deps.projections,
    publish: publishChanges(bus, (error) => log.warn({ err: error }, 'publish failed')),
    onError: (error, projection) => log.error({ err: error, projection }, 'projection failed'),
  });
  await runner.start();
  started.push(() => runner.stop());
  started.push(() => deps.liveGames.stop());

  const fastify = await createFastify(deps, { logger: log, trustProxy: config.trustProxy });
  started.push(() => fastify.close());
  return fastify.listen({ port: config.port, host: config.host });
}
