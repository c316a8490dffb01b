import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { OidcSettings } from '../../api/auth/oidc/settings.ts';
import { composeDeps } from '../../api/compose-deps.ts';
import type { UploadSettings } from '../../api/config.ts';
import { createFastify } from '../../api/create-fastify.ts';
import { connect } from '../../api/database/connect.ts';
import { publishChanges } from '../../api/gateway/publish-changes.ts';
import type { MediaDisk } from '../../api/monitoring/media-disk.ts';
import { memoryCounterStore } from '../../api/rate-limit/counter-store.ts';
import type { BucketStore } from '../../api/rate-limit/token-bucket.ts';
import { deriveSecrets, type Secrets } from '../../api/secrets.ts';
import type { Bus } from '../../commands/bus/index.ts';
import { InProcessBus } from '../../commands/bus/index.ts';
import type { DriveExport } from '../../commands/drive-export/port.ts';
import type { EditingSeats } from '../../commands/editing-seats/port.ts';
import { PostgresEventStore } from '../../commands/event-store/postgres-event-store.ts';
import type { ImageSearch } from '../../commands/image-search/port.ts';
import type { LeaseTiming } from '../../commands/live-game/live-game.ts';
import { memoryGameLeases } from '../../commands/live-game/memory-leases.ts';
import type { Mail, Mailer } from '../../commands/mail/mailer.ts';
import type { MusicSearch } from '../../commands/music-search/port.ts';
import type { Clock } from '../../commands/ports/clock.ts';
import type { GameLeases } from '../../commands/ports/game-leases.ts';
import { cryptoRandom, type Random } from '../../commands/ports/random.ts';
import { type Scheduler, timerScheduler } from '../../commands/ports/scheduler.ts';
import { migrateToLatest } from '../../migrations/migrate.ts';
import { allProjections } from '../../projections/all.ts';
import { ProjectionRunner } from '../../projections/runner.ts';
import { createTestDatabase, type PostgresBackend, type TestDatabase } from './backends.ts';

export const fixedClock = (
  iso = '2026-11-23T10:00:00.000Z',
): Clock & { set(iso: string): void; advance(ms: number): void } => {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (next) => {
      now = new Date(next);
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
};

/** Keeps what was sent, for tests that do not need a real SMTP server. */
export function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: async () => {} };
}

export interface TestAppOptions {
  clock?: Clock;
  random?: Random;
  bus?: Bus;
  mailer?: Mailer;
  lookupCountry?: (ip: string) => Promise<string | null>;
  trustProxy?: boolean;
  scheduler?: Scheduler;
  /** The node's housekeeping timers (leases, throttles, heartbeats); real timers on the test clock by default. */
  timers?: Scheduler;
  maxPlayersPerGame?: number;
  /** A music-search provider; none by default, as in an installation without one. */
  musicSearch?: MusicSearch;
  /** An image-search provider; none by default. */
  imageSearch?: ImageSearch;
  driveExport?: DriveExport;
  /** Third-party sign-in providers (tests/support/oidc-provider.ts); none by default. */
  oidcSettings?: OidcSettings;
  /** Live-game leases; share one between apps to run them as nodes of one installation. */
  leases?: GameLeases;
  /** Upload quota, pace and free-space floor; the installation's defaults when absent. */
  uploadSettings?: UploadSettings;
  /** The media disk's free space as the app sees it; the real disk's when absent. */
  mediaDisk?: MediaDisk;
  /** Rate-limit buckets; share one (or Redis) between apps to limit across nodes. */
  buckets?: BucketStore;
  /** Editing seats; share one (or Redis) between apps to meet at one seat across nodes. */
  editingSeats?: EditingSeats;
  nodeId?: string;
  leaseTiming?: LeaseTiming;
  /** The installation's public address; http://kviss.test by default. */
  publicUrl?: string;
  /** As when nobody set PUBLIC_URL: e-mail links follow the address the request came to (api/mail/link-base.ts). */
  publicUrlIsDefault?: boolean;
  /** Another node of the same installation: its database and secrets, which this app does not drop. */
  sameInstallationAs?: { databaseUrl: string; secrets: Secrets };
  /** Where the server logs; nowhere by default. For tests of what an operator reads. */
  logger?: FastifyBaseLogger;
}

/**
 * The real app (routes, gateway, projections, event store) on a fresh
 * database of its own, without listening: tests inject requests and sockets.
 */
export async function createTestApp(backend: PostgresBackend, options: TestAppOptions = {}) {
  const sibling = options.sameInstallationAs;
  const database = sibling ? null : await createTestDatabase(backend.serverUrl);
  const databaseUrl = sibling?.databaseUrl ?? (database as TestDatabase).url;
  const connection = connect<unknown>(databaseUrl);
  if (!sibling) await migrateToLatest(connection.db);
  const rawStore = new PostgresEventStore(connection.db, {
    connectionString: databaseUrl,
    pollIntervalMs: 200,
  });
  const bus = options.bus ?? new InProcessBus();
  const clock = options.clock ?? fixedClock();
  const mailer = options.mailer ?? memoryMailer();
  const secretRoot = randomBytes(32);
  const secrets = sibling?.secrets ?? deriveSecrets(secretRoot);
  const errors: unknown[] = [];
  const { deps, log } = composeDeps({
    db: connection.db,
    store: rawStore,
    bus,
    clock,
    random: options.random ?? cryptoRandom,
    secrets,
    mailer,
    counters: memoryCounterStore(() => clock.now().getTime()),
    buckets: options.buckets,
    editingSeats: options.editingSeats,
    lookupCountry: options.lookupCountry ?? (async () => null),
    webDistDir: null,
    publicUrl: options.publicUrl ?? 'http://kviss.test',
    publicUrlIsDefault: options.publicUrlIsDefault ?? false,
    scheduler: options.scheduler ?? timerScheduler(clock),
    timers: options.timers ?? timerScheduler(clock),
    leases: options.leases ?? memoryGameLeases(clock),
    nodeId: options.nodeId ?? `test-node-${randomUUID()}`,
    leaseTiming: options.leaseTiming,
    onLiveGameError: (error) => errors.push(error),
    maxPlayersPerGame: options.maxPlayersPerGame ?? 10_000,
    mediaDir: await mkdtemp(path.join(tmpdir(), 'kviss-media-')),
    uploadSettings: options.uploadSettings,
    // Plenty of room unless a test says otherwise: a full disk on the test machine must not fail uploads.
    mediaDisk: options.mediaDisk ?? (async () => ({ freeBytes: 2 ** 40, totalBytes: 2 ** 41 })),
    // Little work: tests solve many captchas.
    captchaMaxNumber: 1000,
    oidcSettings: options.oidcSettings,
    musicSearch: options.musicSearch,
    imageSearch: options.imageSearch,
    driveExport: options.driveExport,
  });
  const runner = new ProjectionRunner({
    db: connection.db,
    log,
    projections: allProjections,
    stalls: deps.projectionStalls,
    progress: deps.projections,
    publish: publishChanges(bus, (error) => errors.push(error)),
    onError: (error) => errors.push(error),
    pollIntervalMs: 200,
  });
  await runner.start();
  const app = await createFastify(deps, {
    logger: options.logger ?? null,
    trustProxy: options.trustProxy ?? false,
  });
  return {
    app,
    deps,
    /** The sealing store handlers use: personal data in the clear. */
    store: deps.store,
    /** The raw log: what is really stored. */
    rawStore,
    runner,
    db: connection.db,
    databaseUrl,
    secrets,
    /** What KVISS_SECRET would be for this installation (base64), for commands run beside it. */
    secretRoot: sibling ? null : secretRoot.toString('base64'),
    mailer,
    clock,
    /** Errors the runner or publisher met; a test that expects none can assert it. */
    errors,
    async close() {
      await app.close();
      await deps.liveGames.stop();
      await runner.stop();
      await rawStore.close();
      if (!options.bus) await bus.close();
      await connection.close();
      await database?.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
