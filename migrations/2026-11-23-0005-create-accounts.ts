import { type Kysely, sql } from 'kysely';

/**
 * Accounts: what must stay out of the event log (DESIGN §2) and the users read model.
 * - person_keys: one key per person; personal data in events is sealed with it,
 *   and deleting it forgets the person (crypto-shredding).
 * - credentials: password hashes.
 * - one_time_tokens: e-mail confirmation, password reset and refresh tokens, stored hashed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table person_keys (
      person_id text primary key,
      wrapped_key bytea not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table credentials (
      user_id text primary key,
      password_hash text not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table one_time_tokens (
      token_hash text primary key,
      user_id text not null,
      purpose text not null check (purpose in ('confirm_email', 'reset_password', 'refresh')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index one_time_tokens_user on one_time_tokens (user_id, purpose)`.execute(db);
  await sql`
    create table rm_users (
      id text primary key,
      email text unique,
      name text,
      role text not null,
      provider text not null,
      provider_id text,
      status text not null,
      email_confirmed boolean not null,
      school_id text,
      version integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )
  `.execute(db);
  await sql`create unique index rm_users_provider on rm_users (provider, provider_id) where provider_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rm_users', 'one_time_tokens', 'credentials', 'person_keys']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
