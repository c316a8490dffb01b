import { type Kysely, sql } from 'kysely';

/**
 * Two-factor sign-in: secrets and codes stay out of the event log (DESIGN §2);
 * events only say that two-factor was turned on or off.
 * - credentials gains the authenticator app's secret (sealed with a key
 *   derived from the vault master key), a pending one while it is being set
 *   up, and the last time step accepted, so a code is never accepted twice.
 *   Forgetting a person deletes their credentials row, and these with it.
 * - two_factor_challenges: a sign-in waiting for its second factor (keyed by
 *   the hash of its opaque token), or a code e-mailed to a signed-in account
 *   (keyed by purpose and user). E-mailed codes are stored as keyed hashes.
 * - rm_users shows which factor, if any, an account uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table credentials
      add column totp_secret bytea,
      add column totp_pending_secret bytea,
      add column totp_last_step bigint
  `.execute(db);
  await sql`
    create table two_factor_challenges (
      challenge_key text primary key,
      user_id text not null,
      purpose text not null check (purpose in ('login', 'enable_email', 'disable')),
      method text not null check (method in ('totp', 'email')),
      code_hash text,
      code_sent_at timestamptz,
      failures integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index two_factor_challenges_user on two_factor_challenges (user_id)`.execute(db);
  await sql`alter table rm_users add column two_factor text not null default 'off'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_users drop column two_factor`.execute(db);
  await sql`drop table two_factor_challenges`.execute(db);
  await sql`
    alter table credentials
      drop column totp_secret,
      drop column totp_pending_secret,
      drop column totp_last_step
  `.execute(db);
}
