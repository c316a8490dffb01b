import { type Kysely, sql } from 'kysely';

/** Read model behind GET /api/quizzes/id/{id} and the `quiz/<id>` socket topic. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_quizzes (
      id uuid primary key,
      code text not null unique,
      title text not null,
      owner_id text,
      version integer not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_quizzes`.execute(db);
}
