import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { digest, TOKEN_LIFETIME_MS } from './one-time-tokens.ts';

/**
 * A rotated token presented again this soon after its rotation is refused
 * without ending the family: two tabs of one browser renewing at the same
 * moment (where Web Locks are missing) send the same token. Later reuse
 * can only be a copy, and ends the family.
 */
export const REUSE_LEEWAY_MS = 5_000;

export interface RotatedSession {
  userId: string;
  familyId: string;
}

/** A refresh token of `familyId`, or of a new family (a new sign-in) when none is given. */
export async function issueRefreshToken(
  db: Kysely<unknown>,
  userId: string,
  now: Date,
  familyId: string | null = null,
): Promise<{ token: string; familyId: string }> {
  const family = familyId ?? (await startFamily(db, userId, now));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS.refresh);
  await sql`
    insert into one_time_tokens (token_hash, user_id, purpose, expires_at, family_id)
    values (${digest(token)}, ${userId}, 'refresh', ${expiresAt}, ${family})
  `.execute(db);
  return { token, familyId: family };
}

async function startFamily(db: Kysely<unknown>, userId: string, now: Date): Promise<string> {
  const id = randomUUID();
  await sql`insert into session_families (id, user_id, created_at) values (${id}, ${userId}, ${now})`.execute(
    db,
  );
  return id;
}

/**
 * Uses a refresh token up (one statement, so two racing requests cannot
 * both succeed) and says whose session it was and its family. A token that
 * was already rotated ends its whole family: whoever holds the newest token
 * of it, the owner or a thief, has to sign in again.
 */
export async function rotateRefreshToken(
  db: Kysely<unknown>,
  token: string,
  now: Date,
): Promise<RotatedSession | null> {
  const { rows } = await sql<{ user_id: string; family_id: string | null }>`
    update one_time_tokens set used_at = ${now}
    where token_hash = ${digest(token)} and purpose = 'refresh' and used_at is null and expires_at > ${now}
      and not exists (
        select 1 from session_families f where f.id = one_time_tokens.family_id and f.revoked_at is not null
      )
    returning user_id, family_id
  `.execute(db);
  const row = rows[0];
  if (row)
    return { userId: row.user_id, familyId: row.family_id ?? (await startFamily(db, row.user_id, now)) };
  await revokeIfReused(db, token, now);
  return null;
}

async function revokeIfReused(db: Kysely<unknown>, token: string, now: Date): Promise<void> {
  const { rows } = await sql<{ family_id: string | null; used_at: Date | null }>`
    select family_id, used_at from one_time_tokens where token_hash = ${digest(token)} and purpose = 'refresh'
  `.execute(db);
  const used = rows[0];
  if (!used?.family_id || !used.used_at) return;
  if (now.getTime() - used.used_at.getTime() <= REUSE_LEEWAY_MS) return;
  await revokeFamily(db, used.family_id, now);
}

/** Ends a session family: its refresh tokens are used up, and access tokens naming it stop working. */
export async function revokeFamily(db: Kysely<unknown>, familyId: string, now: Date): Promise<void> {
  await sql`update session_families set revoked_at = ${now} where id = ${familyId} and revoked_at is null`.execute(
    db,
  );
  await sql`
    update one_time_tokens set used_at = ${now} where family_id = ${familyId} and used_at is null
  `.execute(db);
}

/** Signs out the session of a refresh token (logout): its family ends, access tokens included. */
export async function endSessionOf(db: Kysely<unknown>, token: string, now: Date): Promise<void> {
  const { rows } = await sql<{ family_id: string | null }>`
    update one_time_tokens set used_at = ${now}
    where token_hash = ${digest(token)} and purpose = 'refresh' and used_at is null
    returning family_id
  `.execute(db);
  const familyId = rows[0]?.family_id;
  if (familyId) await revokeFamily(db, familyId, now);
}

/** Whether access tokens of this session family may still be used. */
export async function isSessionLive(db: Kysely<unknown>, familyId: string): Promise<boolean> {
  const { rows } = await sql<{ live: boolean }>`
    select revoked_at is null as live from session_families where id = ${familyId}
  `.execute(db);
  return rows[0]?.live === true;
}
