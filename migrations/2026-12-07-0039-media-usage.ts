import { type Kysely, sql } from 'kysely';

/** Bytes and files each account has stored in the media store, from its upload ledger (`media-<userId>`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_media_usage (
      user_id uuid primary key,
      stored_bytes bigint not null,
      files integer not null,
      version integer not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_media_usage`.execute(db);
}
