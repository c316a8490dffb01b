import { type Kysely, sql } from 'kysely';

/** Whitelists of allowed player names: one row per list; a deleted one keeps its row (so a replay cannot bring it back). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_whitelists (
      whitelist_id uuid primary key,
      owner_kind text not null,
      owner_id uuid not null,
      title text not null,
      names jsonb not null,
      total integer not null,
      cloned_from uuid,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz,
      version integer not null
    )
  `.execute(db);
  await sql`create index rm_whitelists_owner on rm_whitelists (owner_kind, owner_id, created_at desc) where deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_whitelists`.execute(db);
}
