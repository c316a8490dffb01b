import { type Kysely, sql } from 'kysely';

/**
 * The quiz's reports (issue 14): one row per run of a quiz (live game, play alone, homework play) with
 * the owner's name, sharing and status for it, and what the list shows (players, limit, last saved).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_reports (
      report_id uuid primary key,
      quiz_id uuid not null,
      played_as text not null,
      quiz_title text not null,
      name text,
      sharing text not null default 'private',
      status text not null default 'open',
      players integer not null default 0,
      player_limit integer,
      opens jsonb not null default '{}'::jsonb,
      phase text not null,
      retry boolean not null default false,
      started_at timestamptz not null,
      saved_at timestamptz not null,
      run_version integer not null,
      report_version integer not null default 0
    )
  `.execute(db);
  await sql`create index rm_reports_quiz on rm_reports (quiz_id, started_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_reports`.execute(db);
}
