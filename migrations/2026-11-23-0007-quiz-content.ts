import { type Kysely, sql } from 'kysely';

/** Quiz content in the read model: the whole quiz as the last event left it, plus searchable columns. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rm_quizzes
      add column description text not null default '',
      add column active boolean not null default true,
      add column settings jsonb not null default '{}'::jsonb,
      add column questions jsonb not null default '[]'::jsonb
  `.execute(db);
  await sql`create index rm_quizzes_owner on rm_quizzes (owner_id, updated_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rm_quizzes_owner`.execute(db);
  await sql`alter table rm_quizzes drop column description, drop column active, drop column settings, drop column questions`.execute(
    db,
  );
}
