import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Bus } from '../commands/bus/index.ts';
import { notConfiguredDriveExport } from '../commands/drive-export/not-configured.ts';
import type { DriveExport } from '../commands/drive-export/port.ts';
import { inMemoryEditingSeats } from '../commands/editing-seats/in-memory.ts';
import type { EditingSeats } from '../commands/editing-seats/port.ts';
import type { EventStore } from '../commands/event-store/event-store.ts';
import type { AppendListener } from '../commands/event-store/log-notifier.ts';
import { notConfiguredImageSearch } from '../commands/image-search/not-configured.ts';
import type { ImageSearch } from '../commands/image-search/port.ts';
import type { LeaseTiming } from '../commands/live-game/live-game.ts';
import { LiveGames } from '../commands/live-game/live-games.ts';
import type { Mailer } from '../commands/mail/mailer.ts';
import { outboxMailer } from '../commands/mail/outbox-mailer.ts';
import { smtpMailer } from '../commands/mail/smtp-mailer.ts';
import { localDiskMediaStore } from '../commands/media-store/local-disk.ts';
import { notConfiguredMusicSearch } from '../commands/music-search/not-configured.ts';
import type { MusicSearch } from '../commands/music-search/port.ts';
import { ContentSharingEventStore } from '../commands/play/play-contents.ts';
import { PlayRunner } from '../commands/play/play-runner.ts';
import type { Clock } from '../commands/ports/clock.ts';
import type { GameLeases } from '../commands/ports/game-leases.ts';
import type { Random } from '../commands/ports/random.ts';
import type { Scheduler } from '../commands/ports/scheduler.ts';
import { PersonalDataVault } from '../commands/privacy/personal-data-vault.ts';
import { SealingEventStore } from '../commands/privacy/sealing-event-store.ts';
import { ProjectionProgress } from '../projections/progress.ts';
import type { EventLog } from '../projections/projection.ts';
import { ProjectionStalls } from '../projections/stalls.ts';
import type { AppDeps } from './app-deps.ts';
import { OidcProviders } from './auth/oidc/providers.ts';
import type { OidcSettings } from './auth/oidc/settings.ts';
import { altchaCaptcha } from './captcha/altcha-captcha.ts';
import { type Config, DEFAULT_UPLOAD_SETTINGS, type UploadSettings } from './config.ts';
import { type MediaDisk, statfsMediaDisk } from './monitoring/media-disk.ts';
import { timedAppends } from './monitoring/timed-appends.ts';
import { projectionLog } from './projection-log.ts';
import { accountLimits } from './rate-limit/account-limits.ts';
import type { CounterStore } from './rate-limit/counter-store.ts';
import { joinLimits } from './rate-limit/join-limits.ts';
import { type BucketStore, memoryBucketStore } from './rate-limit/token-bucket.ts';
import { uploadLimits } from './rate-limit/upload-limits.ts';
import type { Secrets } from './secrets.ts';

export interface Parts {
  db: Kysely<unknown>;
  /** The raw Postgres store; wrapped here so personal data is sealed. */
  store: EventStore & { onAppend(listener: AppendListener): () => void };
  bus: Bus;
  clock: Clock;
  random: Random;
  secrets: Secrets;
  mailer: Mailer;
  counters: CounterStore;
  /** Token buckets for limits per client address; Redis between nodes, else this node's memory. */
  buckets?: BucketStore;
  /** Who holds each quiz's editor; Redis between nodes, else this node's memory. */
  editingSeats?: EditingSeats;
  lookupCountry: (ip: string) => Promise<string | null>;
  webDistDir: string | null;
  publicUrl: string;
  publicUrlIsDefault?: boolean;
  scheduler: Scheduler;
  /** This node's housekeeping timers (AppDeps.timers). */
  timers: Scheduler;
  /** Who owns each live game: Redis leases between nodes, or in memory for one node. */
  leases: GameLeases;
  /** This node's name among the nodes sharing the database and Redis. */
  nodeId: string;
  /** Lease and forwarding times for live games; tests shorten them. */
  leaseTiming?: LeaseTiming;
  /** Where live-game failures that reach no caller are reported. */
  onLiveGameError?: (error: unknown) => void;
  maxPlayersPerGame: number;
  /** Folder uploads are stored in and served from (/media/). */
  mediaDir: string;
  /** Quota and pace of uploads per account, and the free space kept; the defaults when absent. */
  uploadSettings?: UploadSettings;
  /** How full the media folder's disk is; `statfs` on `mediaDir` when absent (tests put in their own). */
  mediaDisk?: MediaDisk;
  captchaMaxNumber: number;
  /** Music search for music questions (`musicSearchFor`); not available when absent. */
  musicSearch?: MusicSearch;
  /** Image search for pictures (`imageSearchFor`); not available when absent. */
  imageSearch?: ImageSearch;
  /** Google Drive for report exports (`driveExportFor`); not available when absent. */
  driveExport?: DriveExport;
  /** Third-party sign-in providers; none when absent. */
  oidcSettings?: OidcSettings;
}

/** Wires the app's dependencies; shared by the server and the tests so both run the same graph. */
export function composeDeps(parts: Parts): { deps: AppDeps; log: EventLog } {
  const vault = new PersonalDataVault(parts.db, parts.secrets.vaultMasterKey);
  const store = new ContentSharingEventStore(new SealingEventStore(timedAppends(parts.store), vault));
  const buckets = parts.buckets ?? memoryBucketStore();
  const uploadSettings = parts.uploadSettings ?? DEFAULT_UPLOAD_SETTINGS;
  const deps: AppDeps = {
    ...parts,
    store,
    media: localDiskMediaStore(parts.mediaDir),
    musicSearch: parts.musicSearch ?? notConfiguredMusicSearch(),
    imageSearch: parts.imageSearch ?? notConfiguredImageSearch(),
    driveExport: parts.driveExport ?? notConfiguredDriveExport(),
    captcha: altchaCaptcha(parts.db, parts.secrets.captchaKey.toString('hex'), parts.captchaMaxNumber),
    liveGames: new LiveGames({
      store,
      clock: parts.clock,
      random: parts.random,
      scheduler: parts.scheduler,
      timers: parts.timers,
      bus: parts.bus,
      leases: parts.leases,
      nodeId: parts.nodeId,
      onError: parts.onLiveGameError ?? ((error) => console.error('live game', error)),
      leaseTiming: parts.leaseTiming,
    }),
    plays: new PlayRunner({ store, clock: parts.clock, random: parts.random }),
    vault,
    limits: accountLimits(parts.counters, parts.clock),
    joinLimits: joinLimits(buckets, parts.clock),
    uploadSettings,
    uploadLimits: uploadLimits(buckets, parts.clock, uploadSettings),
    mediaDisk: parts.mediaDisk ?? statfsMediaDisk(parts.mediaDir),
    editingSeats: parts.editingSeats ?? inMemoryEditingSeats(),
    oidc: new OidcProviders(parts.oidcSettings ?? {}),
    projectionStalls: new ProjectionStalls(),
    projections: new ProjectionProgress(parts.db),
    emailKey: (email) => keyedHash(parts.secrets.emailHashKey, `email:${email}`),
    phoneKey: (phone) => keyedHash(parts.secrets.emailHashKey, `phone:${phone}`),
  };
  const log = projectionLog(vault, (listener) => parts.store.onAppend(listener));
  return { deps, log };
}

/** Names a reservation stream without revealing the value it reserves. */
const keyedHash = (key: Buffer, value: string) =>
  createHmac('sha256', key).update(value).digest('hex').slice(0, 40);

/**
 * The music search this installation offers: none is configured yet, so creators upload their own
 * clip. A provider's adapter (commands/music-search/) is chosen here when its keys are in the config.
 */
export function musicSearchFor(_config: Config): MusicSearch {
  return notConfiguredMusicSearch();
}

/**
 * The image search this installation offers: none is configured yet, so creators upload their own
 * pictures. A provider's adapter (commands/image-search/) is chosen here when its keys are in the config.
 */
export function imageSearchFor(_config: Config): ImageSearch {
  return notConfiguredImageSearch();
}

/**
 * Where report exports can be saved in Google Drive: no Google keys are configured yet, so viewers
 * download the file. An adapter (commands/drive-export/) is chosen here when its keys are in the config.
 */
export function driveExportFor(_config: Config): DriveExport {
  return notConfiguredDriveExport();
}

export function mailerFor(config: Config): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
}
