import { type Kysely, sql } from 'kysely';

/**
 * Session families: a sign-in starts one, and every refresh token rotated
 * from it belongs to it. A rotated refresh token used again means a copy is
 * in someone else's hands, so the whole family is revoked; access tokens
 * name their family (`sid`), so revoking it stops them at once too.
 * Refresh tokens from before this migration have no family and get one on
 * their next rotation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table session_families (
      id text primary key,
      user_id text not null,
      created_at timestamptz not null,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`create index session_families_user on session_families (user_id) where revoked_at is null`.execute(
    db,
  );
  await sql`alter table one_time_tokens add column family_id text`.execute(db);
  await sql`create index one_time_tokens_family on one_time_tokens (family_id) where family_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table one_time_tokens drop column family_id`.execute(db);
  await sql`drop table session_families`.execute(db);
}
