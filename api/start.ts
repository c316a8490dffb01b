import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createBus } from '../commands/bus/index.ts';
import { PostgresEventStore } from '../commands/event-store/postgres-event-store.ts';
import { memoryGameLeases } from '../commands/live-game/memory-leases.ts';
import { redisGameLeases } from '../commands/live-game/redis-leases.ts';
import { systemClock } from '../commands/ports/clock.ts';
import { cryptoRandom } from '../commands/ports/random.ts';
import { timerScheduler } from '../commands/ports/scheduler.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import { allProjections } from '../projections/all.ts';
import { ProjectionRunner } from '../projections/runner.ts';
import { composeDeps, mailerFor } from './compose-deps.ts';
import type { Config } from './config.ts';
import { createFastify } from './create-fastify.ts';
import { openDatabase } from './database/open-database.ts';
import { publishChanges } from './gateway/publish-changes.ts';
import { lookupCountry } from './geo/lookup-country.ts';
import { memoryCounterStore, redisCounterStore } from './rate-limit/counter-store.ts';
import { redisBucketStore } from './rate-limit/redis-bucket-store.ts';
import { loadSecrets } from './secrets.ts';

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

  const bus = createBus({
    redisUrl: config.redisUrl ?? undefined,
    onError: (error) => log.warn({ err: error }, 'bus error'),
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  redis?.on('error', (error) => log.warn({ err: error }, 'redis error'));
  const rawStore = new PostgresEventStore(connection.db, { connectionString: databaseUrl });
  const mailer = mailerFor(config);
  const { deps, log: eventLog } = composeDeps({
    db: connection.db,
    store: rawStore,
    bus,
    clock: systemClock,
    random: cryptoRandom,
    secrets: await loadSecrets(config.dataDir),
    mailer,
    counters: redis ? redisCounterStore(redis, 'kviss:limit:') : memoryCounterStore(() => Date.now()),
    buckets: redis ? redisBucketStore(redis, 'kviss:bucket:') : undefined,
    lookupCountry,
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    scheduler: timerScheduler(systemClock),
    leases: redis ? redisGameLeases(redis) : memoryGameLeases(systemClock),
    nodeId: config.nodeId,
    onLiveGameError: (error) => log.error({ err: error }, 'live game failed'),
    maxPlayersPerGame: config.maxPlayersPerGame,
    mediaDir: path.join(config.dataDir, 'media'),
    captchaMaxNumber: config.captchaMaxNumber,
    oidcSettings: config.oidc,
  });

  const runner = new ProjectionRunner({
    db: connection.db,
    log: eventLog,
    projections: allProjections,
    publish: publishChanges(bus, (error) => log.warn({ err: error }, 'publish failed')),
    onError: (error, projection) => log.error({ err: error, projection }, 'projection failed'),
  });
  await runner.start();

  const fastify = await createFastify(deps, { logger: log, trustProxy: config.trustProxy });
  const url = await fastify.listen({ port: config.port, host: config.host });

  return {
    url,
    async close() {
      await fastify.close();
      await deps.liveGames.stop();
      await runner.stop();
      await rawStore.close();
      await bus.close();
      await redis?.quit();
      await mailer.close();
      await database.close();
    },
  };
}
