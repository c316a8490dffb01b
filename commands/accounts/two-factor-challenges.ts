import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import {
  OTP_LIFETIME_MINUTES,
  OTP_MAX_FAILURES,
  OTP_RESEND_SECONDS,
  type TwoFactorMethod,
} from '../../domain/user/rules.ts';
import type { Random } from '../ports/random.ts';
import { codeDigest, sameDigest, type TwoFactorKeys } from './two-factor-keys.ts';

/*
 * Codes in flight (table two_factor_challenges). A sign-in waiting for its
 * second factor is keyed by the hash of an opaque token the browser holds;
 * a code e-mailed to a signed-in account is keyed by its purpose and user.
 * Each lives OTP_LIFETIME_MINUTES, works once, and dies after
 * OTP_MAX_FAILURES wrong codes.
 */

export type ChallengePurpose = 'login' | 'enable_email' | 'disable';

export interface Challenge {
  challengeKey: string;
  userId: string;
  method: TwoFactorMethod;
  codeHash: string | null;
}

const LIFETIME_MS = OTP_LIFETIME_MINUTES * 60_000;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;
/** The largest multiple of a million below 2^32: drawing under it keeps every code equally likely. */
const UNBIASED_LIMIT = 4_294_000_000;

/** Only the hash of a sign-in token is stored: a copy of the table finishes nobody's sign-in. */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');
const accountKey = (purpose: ChallengePurpose, userId: string) => `${purpose}:${userId}`;

export function newOtpCode(random: Random): string {
  for (;;) {
    const value = Buffer.from(random.bytes(4)).readUInt32BE(0);
    if (value < UNBIASED_LIMIT) return String(value % 1_000_000).padStart(6, '0');
  }
}

/**
 * Opens a sign-in challenge after the right password. For the e-mail method
 * it carries a fresh code, returned for mailing. Old challenges of the
 * account are swept on the way.
 */
export async function openLoginChallenge(
  db: Kysely<unknown>,
  keys: TwoFactorKeys,
  input: { userId: string; method: TwoFactorMethod; now: Date; random: Random },
): Promise<{ token: string; code: string | null }> {
  const { userId, method, now, random } = input;
  const token = Buffer.from(random.bytes(32)).toString('base64url');
  const key = tokenKey(token);
  const code = method === 'email' ? newOtpCode(random) : null;
  await sql`delete from two_factor_challenges where user_id = ${userId} and expires_at <= ${now}`.execute(db);
  await sql`
    insert into two_factor_challenges
      (challenge_key, user_id, purpose, method, code_hash, code_sent_at, expires_at)
    values (${key}, ${userId}, 'login', ${method}, ${code && codeDigest(keys, key, code)},
      ${code && now}, ${new Date(now.getTime() + LIFETIME_MS)})
  `.execute(db);
  return { token, code };
}

export type Sent = { code: string } | { retryAfterMs: number };

/**
 * A new code for a signed-in account (to turn e-mail codes on, or to turn
 * two-factor off). It replaces the previous one, but only once
 * OTP_RESEND_SECONDS have passed since that was sent (spec §9 countdownOtp).
 */
export async function sendAccountCode(
  db: Kysely<unknown>,
  keys: TwoFactorKeys,
  input: { userId: string; purpose: Exclude<ChallengePurpose, 'login'>; now: Date; random: Random },
): Promise<Sent> {
  const { userId, purpose, now, random } = input;
  const key = accountKey(purpose, userId);
  const code = newOtpCode(random);
  const hash = codeDigest(keys, key, code);
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  // One statement: two requests racing cannot both send.
  const { rows } = await sql<{ challenge_key: string }>`
    insert into two_factor_challenges
      (challenge_key, user_id, purpose, method, code_hash, code_sent_at, expires_at)
    values (${key}, ${userId}, ${purpose}, 'email', ${hash}, ${now}, ${expiresAt})
    on conflict (challenge_key) do update
      set code_hash = excluded.code_hash, code_sent_at = excluded.code_sent_at,
        expires_at = excluded.expires_at, failures = 0, used_at = null
      where two_factor_challenges.code_sent_at <= ${new Date(now.getTime() - RESEND_MS)}
    returning challenge_key
  `.execute(db);
  if (rows.length === 1) return { code };
  return { retryAfterMs: await waitForResend(db, key, now) };
}

export type Resent =
  | { code: string; userId: string }
  | { retryAfterMs: number }
  | { problem: 'expired' | 'not_email' };

/** A new e-mailed code for a sign-in challenge; the challenge keeps its count of wrong codes and its expiry. */
export async function resendLoginCode(
  db: Kysely<unknown>,
  keys: TwoFactorKeys,
  input: { token: string; now: Date; random: Random },
): Promise<Resent> {
  const { now, random } = input;
  const key = tokenKey(input.token);
  const code = newOtpCode(random);
  const { rows } = await sql<{ user_id: string }>`
    update two_factor_challenges
    set code_hash = ${codeDigest(keys, key, code)}, code_sent_at = ${now}
    where challenge_key = ${key} and purpose = 'login' and method = 'email' and used_at is null
      and expires_at > ${now} and failures < ${OTP_MAX_FAILURES}
      and code_sent_at <= ${new Date(now.getTime() - RESEND_MS)}
    returning user_id
  `.execute(db);
  if (rows[0]) return { code, userId: rows[0].user_id };
  const live = await findLive(db, key, 'login', now);
  if (!live) return { problem: 'expired' };
  if (live.method !== 'email') return { problem: 'not_email' };
  return { retryAfterMs: await waitForResend(db, key, now) };
}

async function waitForResend(db: Kysely<unknown>, key: string, now: Date): Promise<number> {
  const { rows } = await sql<{ code_sent_at: Date }>`
    select code_sent_at from two_factor_challenges where challenge_key = ${key}
  `.execute(db);
  const sentAt = rows[0]?.code_sent_at.getTime() ?? now.getTime();
  return Math.max(1000, sentAt + RESEND_MS - now.getTime());
}

async function findLive(
  db: Kysely<unknown>,
  key: string,
  purpose: ChallengePurpose,
  now: Date,
  { lock = false } = {},
): Promise<Challenge | null> {
  const { rows } = await sql<{
    challenge_key: string;
    user_id: string;
    method: TwoFactorMethod;
    code_hash: string | null;
  }>`
    select challenge_key, user_id, method, code_hash from two_factor_challenges
    where challenge_key = ${key} and purpose = ${purpose} and used_at is null
      and expires_at > ${now} and failures < ${OTP_MAX_FAILURES}
    ${lock ? sql`for update` : sql``}
  `.execute(db);
  const row = rows[0];
  return row
    ? { challengeKey: row.challenge_key, userId: row.user_id, method: row.method, codeHash: row.code_hash }
    : null;
}

/** The sign-in a token stands for, while it can still be finished. */
export function findLoginChallenge(db: Kysely<unknown>, token: string, now: Date) {
  return findLive(db, tokenKey(token), 'login', now);
}

export type Checked = { outcome: 'accepted' | 'wrong'; userId: string } | { outcome: 'expired' };

/**
 * Settles one attempt at a challenge: `check` says whether the code is
 * right (it may use the transaction, e.g. to use up a TOTP step). A right
 * code uses the challenge up; a wrong one counts towards its limit. The
 * row is locked, so racing attempts take turns and a code works only once.
 */
async function attempt(
  db: Kysely<unknown>,
  key: string,
  purpose: ChallengePurpose,
  now: Date,
  check: (trx: Kysely<unknown>, challenge: Challenge) => Promise<boolean>,
): Promise<Checked> {
  return db.transaction().execute(async (trx) => {
    const challenge = await findLive(trx, key, purpose, now, { lock: true });
    if (!challenge) return { outcome: 'expired' };
    const accepted = await check(trx, challenge);
    await sql`
      update two_factor_challenges
      set ${accepted ? sql`used_at = ${now}` : sql`failures = failures + 1`}
      where challenge_key = ${key}
    `.execute(trx);
    return { outcome: accepted ? 'accepted' : 'wrong', userId: challenge.userId };
  });
}

/** Whether `code` is the one e-mailed for this challenge. */
export function isEmailedCode(keys: TwoFactorKeys, challenge: Challenge, code: string): boolean {
  return (
    challenge.codeHash !== null &&
    sameDigest(codeDigest(keys, challenge.challengeKey, code), challenge.codeHash)
  );
}

export function attemptLoginChallenge(
  db: Kysely<unknown>,
  token: string,
  now: Date,
  check: (trx: Kysely<unknown>, challenge: Challenge) => Promise<boolean>,
): Promise<Checked> {
  return attempt(db, tokenKey(token), 'login', now, check);
}

/** Checks a code e-mailed to a signed-in account for `purpose`. */
export function attemptAccountCode(
  db: Kysely<unknown>,
  keys: TwoFactorKeys,
  input: { userId: string; purpose: Exclude<ChallengePurpose, 'login'>; code: string; now: Date },
): Promise<Checked> {
  const { userId, purpose, code, now } = input;
  return attempt(db, accountKey(purpose, userId), purpose, now, async (_trx, challenge) =>
    isEmailedCode(keys, challenge, code),
  );
}
