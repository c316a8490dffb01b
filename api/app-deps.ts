import type { AccountsDeps } from '../commands/accounts/accounts-deps.ts';
import type { Bus } from '../commands/bus/index.ts';
import type { DriveExport } from '../commands/drive-export/port.ts';
import type { EditingSeats } from '../commands/editing-seats/port.ts';
import type { ImageSearch } from '../commands/image-search/port.ts';
import type { LiveGames } from '../commands/live-game/live-games.ts';
import type { Mailer } from '../commands/mail/mailer.ts';
import type { MediaStore } from '../commands/media-store/port.ts';
import type { MusicSearch } from '../commands/music-search/port.ts';
import type { PlayRunner } from '../commands/play/play-runner.ts';
import type { Captcha } from '../commands/ports/captcha.ts';
import type { Scheduler } from '../commands/ports/scheduler.ts';
import type { PersonalDataVault } from '../commands/privacy/personal-data-vault.ts';
import type { ProjectionProgress } from '../projections/progress.ts';
import type { ProjectionStalls } from '../projections/stalls.ts';
import type { OidcProviders } from './auth/oidc/providers.ts';
import type { UploadSettings } from './config.ts';
import type { MediaDisk } from './monitoring/media-disk.ts';
import type { AccountLimits } from './rate-limit/account-limits.ts';
import type { JoinLimits } from './rate-limit/join-limits.ts';
import type { UploadLimits } from './rate-limit/upload-limits.ts';
import type { Secrets } from './secrets.ts';

/** What the HTTP and websocket layers are given by start.ts (or a test). */
export interface AppDeps extends AccountsDeps {
  bus: Bus;
  /** Country of an IP address (ISO 3166 alpha-2), or null when unknown. */
  lookupCountry: (ip: string) => Promise<string | null>;
  /** Built web app to serve, if any. */
  webDistDir: string | null;
  secrets: Secrets;
  mailer: Mailer;
  limits: AccountLimits;
  /** Joins and wrong PINs per client address, shared between nodes through Redis. */
  joinLimits: JoinLimits;
  /** Who holds each quiz's editor now, and handovers asked of them (domain/quiz-editing). */
  editingSeats: EditingSeats;
  /** Per-person keys; forgetting a person goes through it. */
  vault: PersonalDataVault;
  /** Uploaded files, and the folder they are served from at /media/. */
  media: MediaStore;
  mediaDir: string;
  /** What one account may store and how fast, and the free space uploads leave (issue 28 item 10). */
  uploadSettings: UploadSettings;
  uploadLimits: UploadLimits;
  /** How full the media folder's disk is (uploads stop, and health warns, when it runs low). */
  mediaDisk: MediaDisk;
  /** Tracks for music questions from the configured provider, or "not available". */
  musicSearch: MusicSearch;
  /** Pictures from the configured provider (spec images/search and images/keep), or "not available". */
  imageSearch: ImageSearch;
  /** Saving report exports in Google Drive, or "not available". */
  driveExport: DriveExport;
  /** Proof-of-work check on writes bots should not repeat cheaply (quiz creation). */
  captcha: Captcha;
  /** Solo plays (play alone): this node's copies and their group commit. */
  plays: PlayRunner;
  /** The live games this node runs. */
  liveGames: LiveGames;
  /** Timers the gateway sets (a quizmaster away for a while); tests move time instead of waiting. */
  scheduler: Scheduler;
  /**
   * This node's housekeeping timers (lease checks, waits for other nodes, paced screen refreshes, socket
   * heartbeats). The same kind as `scheduler`, apart so a test can hold a question's deadline while these
   * run, or drive these while the game's own time stands.
   */
  timers: Scheduler;
  /** Most players any room may take (operator's ceiling; plans lower it later). */
  maxPlayersPerGame: number;
  /** Where links in e-mails point, e.g. https://kviss.example.org (no trailing slash). */
  publicUrl: string;
  /** Nobody set PUBLIC_URL: e-mail links use the address the person reached this machine by. */
  publicUrlIsDefault?: boolean;
  /** Third-party sign-in providers (Google, Feide) this installation offers. */
  oidc: OidcProviders;
  /** Projections the runner halted at an event it cannot apply (health reports them). */
  projectionStalls: ProjectionStalls;
  /** Read-your-writes: `reached(name, position)` resolves once a read model shows a write (the runner tells it). */
  projections: ProjectionProgress;
}
