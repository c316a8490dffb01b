import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

export type TokenPurpose = 'confirm_email' | 'reset_password' | 'refresh' | 'change_email';

/** How long each kind of token lives. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm_email: 7 * 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  refresh: 30 * 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** Only a hash is stored: a copy of the table signs nobody in. */
export const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(
  db: Kysely<unknown>,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  /** What the token is for beyond its purpose, e.g. the new address of an e-mail change. */
  payload: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  await sql`
    insert into one_time_tokens (token_hash, user_id, purpose, expires_at, payload)
    values (${digest(token)}, ${userId}, ${purpose}, ${expiresAt}, ${payload})
  `.execute(db);
  return token;
}

/** Like consumeToken, for a link that may serve several purposes; says which it was and its payload. */
export async function consumeAnyToken(
  db: Kysely<unknown>,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<{ userId: string; purpose: TokenPurpose; payload: string | null } | null> {
  const { rows } = await sql<{ user_id: string; purpose: TokenPurpose; payload: string | null }>`
    update one_time_tokens set used_at = ${now}
    where token_hash = ${digest(token)} and purpose = any(${[...purposes]}::text[]) and used_at is null and expires_at > ${now}
    returning user_id, purpose, payload
  `.execute(db);
  const row = rows[0];
  return row ? { userId: row.user_id, purpose: row.purpose, payload: row.payload } : null;
}

/**
 * Uses a token up: returns its user when it is valid, unused and unexpired,
 * and marks it used in the same statement, so two requests racing with one
 * token cannot both succeed.
 */
export async function consumeToken(
  db: Kysely<unknown>,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string | null> {
  const { rows } = await sql<{ user_id: string }>`
    update one_time_tokens set used_at = ${now}
    where token_hash = ${digest(token)} and purpose = ${purpose} and used_at is null and expires_at > ${now}
    returning user_id
  `.execute(db);
  return rows[0]?.user_id ?? null;
}

/**
 * Ends every outstanding token of a kind, e.g. all sessions after a password
 * reset; for refresh tokens, their session families too, so the access
 * tokens of those sessions stop at once.
 */
export async function revokeTokens(db: Kysely<unknown>, userId: string, purpose: TokenPurpose, now: Date) {
  await sql`
    update one_time_tokens set used_at = ${now}
    where user_id = ${userId} and purpose = ${purpose} and used_at is null
  `.execute(db);
  if (purpose === 'refresh') {
    await sql`
      update session_families set revoked_at = ${now} where user_id = ${userId} and revoked_at is null
    `.execute(db);
  }
}
