import os from 'node:os';
import path from 'node:path';
import {
  DISK_MIN_FREE_BYTES_DEFAULT,
  DISK_MIN_FREE_PERCENT_DEFAULT,
  UPLOAD_BURST_BYTES_DEFAULT,
  UPLOAD_BURST_FILES_DEFAULT,
  UPLOAD_BYTES_PER_MINUTE_DEFAULT,
  UPLOAD_FILES_PER_MINUTE_DEFAULT,
  UPLOAD_QUOTA_BYTES_DEFAULT,
} from '../domain/media/rules.ts';
import { type OidcSettings, readOidcSettings } from './auth/oidc/settings.ts';

/**
 * Below Linux's range for temporary client ports (32768-60999 by default): a port in that range can be
 * held by some outgoing connection's local end (even a leftover one of our own), blocking the start.
 */
export const DEFAULT_EMBEDDED_PG_PORT = 25432;

const MB = 1024 * 1024;

/** What one account may upload, and the free space uploads leave on the media folder's disk. */
export interface UploadSettings {
  /** Bytes an account may keep stored (KVISS_UPLOAD_QUOTA_MB; 500). */
  quotaBytes: number;
  /** Steady pace per account (KVISS_UPLOAD_MB_PER_MINUTE; 30) after a burst (KVISS_UPLOAD_BURST_MB; 60). */
  bytesPerMinute: number;
  burstBytes: number;
  /** Files per account a minute (KVISS_UPLOAD_FILES_PER_MINUTE; 30) after a burst (KVISS_UPLOAD_BURST_FILES; 60). */
  filesPerMinute: number;
  burstFiles: number;
  /** Uploads stop below this much free space (KVISS_DISK_MIN_FREE_MB; 1024) ... */
  minFreeBytes: number;
  /** ... or below this share of the disk (KVISS_DISK_MIN_FREE_PERCENT; 5), whichever is more. */
  minFreePercent: number;
}

export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = {
  quotaBytes: UPLOAD_QUOTA_BYTES_DEFAULT,
  bytesPerMinute: UPLOAD_BYTES_PER_MINUTE_DEFAULT,
  burstBytes: UPLOAD_BURST_BYTES_DEFAULT,
  filesPerMinute: UPLOAD_FILES_PER_MINUTE_DEFAULT,
  burstFiles: UPLOAD_BURST_FILES_DEFAULT,
  minFreeBytes: DISK_MIN_FREE_BYTES_DEFAULT,
  minFreePercent: DISK_MIN_FREE_PERCENT_DEFAULT,
};

/** Everything the server reads from its environment, in one place (README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when absent the embedded one starts with its data in `<dataDir>/pg`. */
  databaseUrl: string | null;
  /** Redis for the bus and the live-game leases between nodes; when absent, one node on its own. */
  redisUrl: string | null;
  /** Starts every Redis key and channel (KVISS_REDIS_PREFIX), so installations sharing one Redis never meet. */
  redisPrefix: string;
  /**
   * This node's name among several (KVISS_NODE_ID; default host name and port). Stable across restarts,
   * so a node that restarts takes its live games straight back instead of waiting for their leases to lapse.
   */
  nodeId: string;
  dataDir: string;
  embeddedPostgresPort: number;
  logLevel: string;
  /** Trust X-Forwarded-For (behind a reverse proxy), so geolocation and rate limits see the real client. */
  trustProxy: boolean;
  /** The built web app; served with history-mode fallback when present. */
  webDistDir: string;
  /** Where links in e-mails point; defaults to http://localhost:<port>. */
  publicUrl: string;
  /** PUBLIC_URL was not set: `publicUrl` is the localhost default (see api/mail/link-base.ts). */
  publicUrlIsDefault: boolean;
  /** SMTP server for e-mail, e.g. smtp://user:pass@host:587; without it mails go to `<dataDir>/outbox`. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Operator's ceiling on players in one live game. */
  maxPlayersPerGame: number;
  /** Work asked of a browser by the quiz-creation captcha (ALTCHA max number; ~0.1-1 s on a phone at 50,000). */
  captchaMaxNumber: number;
  /** Third-party sign-in providers (Google, Feide) with their OpenID Connect clients; unset ones are not offered. */
  oidc: OidcSettings;
  uploads: UploadSettings;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.KVISS_DATA_DIR ?? 'data');
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.KVISS_REDIS_PREFIX || 'kviss:',
    nodeId: env.KVISS_NODE_ID || `${os.hostname()}:${integer(env.PORT, 3000)}`,
    dataDir,
    embeddedPostgresPort: integer(env.KVISS_EMBEDDED_PG_PORT, DEFAULT_EMBEDDED_PG_PORT),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    webDistDir: path.resolve(env.KVISS_WEB_DIST ?? 'dist/web'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${integer(env.PORT, 3000)}`).replace(/\/+$/, ''),
    publicUrlIsDefault: !env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Kviss <no-reply@kviss.local>',
    maxPlayersPerGame: integer(env.KVISS_MAX_PLAYERS, 10_000),
    captchaMaxNumber: integer(env.KVISS_CAPTCHA_MAX_NUMBER, 50_000),
    oidc: readOidcSettings(env),
    uploads: readUploadSettings(env),
  };
}

function readUploadSettings(env: NodeJS.ProcessEnv): UploadSettings {
  const d = DEFAULT_UPLOAD_SETTINGS;
  const mb = (value: string | undefined, fallback: number) => integer(value, fallback / MB) * MB;
  return {
    quotaBytes: mb(env.KVISS_UPLOAD_QUOTA_MB, d.quotaBytes),
    bytesPerMinute: mb(env.KVISS_UPLOAD_MB_PER_MINUTE, d.bytesPerMinute),
    burstBytes: mb(env.KVISS_UPLOAD_BURST_MB, d.burstBytes),
    filesPerMinute: integer(env.KVISS_UPLOAD_FILES_PER_MINUTE, d.filesPerMinute),
    burstFiles: integer(env.KVISS_UPLOAD_BURST_FILES, d.burstFiles),
    minFreeBytes: mb(env.KVISS_DISK_MIN_FREE_MB, d.minFreeBytes),
    minFreePercent: integer(env.KVISS_DISK_MIN_FREE_PERCENT, d.minFreePercent),
  };
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`expected a whole number, got "${value}"`);
  return parsed;
}
