import { type Kysely, sql } from 'kysely';

/** The quiz audit log (spec §9 actions), one row per quiz event that changes something a teacher cares about. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_quiz_logs (
      event_id uuid primary key,
      quiz_id uuid not null,
      action text not null,
      payload jsonb not null,
      actor_id text,
      at timestamptz not null,
      position bigint not null
    )
  `.execute(db);
  await sql`create index rm_quiz_logs_quiz on rm_quiz_logs (quiz_id, position desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_quiz_logs`.execute(db);
}
