import { type Kysely, sql } from 'kysely';
import { generateURI, ScureBase32Plugin, verify } from 'otplib';
import type { Random } from '../ports/random.ts';
import { openTotpSecret, sealTotpSecret, type TwoFactorKeys } from './two-factor-keys.ts';

/*
 * Authenticator apps (RFC 6238): SHA-1, six digits, 30-second steps, the
 * settings every app understands. Secrets live sealed in `credentials`.
 */

export const TOTP_ISSUER = 'Kviss';
const PERIOD_SECONDS = 30;
/** 160 bits, the HMAC-SHA-1 block the RFC recommends. */
const SECRET_BYTES = 20;
const base32 = new ScureBase32Plugin();

export function newTotpSecret(random: Random): string {
  return base32.encode(random.bytes(SECRET_BYTES), { padding: false });
}

/** What the app scans: otpauth://totp/Kviss:<label>?secret=…&issuer=Kviss. */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret, period: PERIOD_SECONDS, digits: 6 });
}

/**
 * The time step a code belongs to, when it is the current one or one step
 * either side (clocks drift) and later than `after`, the last step accepted;
 * null otherwise.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  after: number | null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const latest = Math.floor(epoch / PERIOD_SECONDS) + 1;
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    // A step recorded ahead of this node's clock rules out every step up to it (the library refuses larger values).
    afterTimeStep: after === null ? undefined : Math.min(after, latest),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Starts (or restarts) setting up an app; false when the account has no credentials row (no password). */
export async function storePendingTotp(
  db: Kysely<unknown>,
  keys: TwoFactorKeys,
  userId: string,
  secret: string,
): Promise<boolean> {
  const result = await sql`
    update credentials set totp_pending_secret = ${sealTotpSecret(keys, userId, secret)}, updated_at = now()
    where user_id = ${userId}
  `.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function readPendingTotp(
  db: Kysely<unknown>,
  keys: TwoFactorKeys,
  userId: string,
): Promise<{ sealed: Buffer; secret: string } | null> {
  const { rows } = await sql<{ totp_pending_secret: Buffer | null }>`
    select totp_pending_secret from credentials where user_id = ${userId}
  `.execute(db);
  const sealed = rows[0]?.totp_pending_secret;
  return sealed ? { sealed, secret: openTotpSecret(keys, userId, sealed) } : null;
}

/**
 * Makes the pending secret the active one, provided it is still the one the
 * code was checked against. The enabling code's step counts as used.
 */
export async function activatePendingTotp(
  db: Kysely<unknown>,
  userId: string,
  sealed: Buffer,
  step: number,
): Promise<boolean> {
  const result = await sql`
    update credentials
    set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = ${step}, updated_at = now()
    where user_id = ${userId} and totp_pending_secret = ${sealed}
  `.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/**
 * Checks a code against the account's active secret and uses its time step
 * up, so the same code (or an older one) is never accepted again. Locks the
 * row: run it inside a transaction, so racing requests take turns.
 */
export async function consumeTotpCode(
  trx: Kysely<unknown>,
  keys: TwoFactorKeys,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await sql<{ totp_secret: Buffer | null; totp_last_step: bigint | null }>`
    select totp_secret, totp_last_step from credentials where user_id = ${userId} for update
  `.execute(trx);
  const row = rows[0];
  if (!row?.totp_secret) return false;
  const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const step = await matchTotp(openTotpSecret(keys, userId, row.totp_secret), code, now, last);
  if (step === null) return false;
  await sql`update credentials set totp_last_step = ${step} where user_id = ${userId}`.execute(trx);
  return true;
}

/** Forgets the app: turning two-factor off leaves no secret behind. */
export async function removeTotp(db: Kysely<unknown>, userId: string): Promise<void> {
  await sql`
    update credentials
    set totp_secret = null, totp_pending_secret = null, totp_last_step = null, updated_at = now()
    where user_id = ${userId}
  `.execute(db);
}
