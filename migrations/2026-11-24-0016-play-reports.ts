import { type Kysely, sql } from 'kysely';

/** One row per solo play (play alone, and retries of its wrong answers), for the quiz's reports. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_play_reports (
      play_id uuid primary key,
      quiz_id uuid not null,
      user_id uuid,
      player_name text not null,
      retry_of uuid,
      questions jsonb not null,
      answers jsonb not null default '{}'::jsonb,
      score integer not null default 0,
      correct integer not null default 0,
      coins integer not null default 0,
      started_at timestamptz not null,
      finished_at timestamptz,
      version integer not null
    )
  `.execute(db);
  await sql`create index rm_play_reports_quiz on rm_play_reports (quiz_id, started_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_play_reports`.execute(db);
}
