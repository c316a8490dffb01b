import { type Kysely, sql } from 'kysely';

/** Where each projection stands in the global log; written in the same transaction as its rows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_checkpoints (
      name text primary key,
      transaction_id bigint not null,
      position bigint not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table projection_checkpoints`.execute(db);
}
