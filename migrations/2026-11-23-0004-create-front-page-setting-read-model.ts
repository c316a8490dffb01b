import { type Kysely, sql } from 'kysely';

/** One row: the front page setting as the last change left it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_front_page_setting (
      id smallint primary key check (id = 1),
      setting jsonb not null,
      version integer not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_front_page_setting`.execute(db);
}
