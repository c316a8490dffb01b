import { type Kysely, sql } from 'kysely';

/**
 * Combined leaderboards and merge reports. The leaderboard read model keeps its own copy of each
 * report's responses (name, device, score), fed from the game and play events, so its ranking never
 * depends on how far another read model has got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_leaderboards (
      leaderboard_id uuid primary key,
      quiz_id uuid not null,
      owner_id uuid not null,
      name text not null,
      sources jsonb not null,
      merge_mode text not null,
      layout text not null,
      page_seconds integer not null,
      refresh_minutes integer not null,
      status text not null,
      display_ranking boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz,
      stream_version integer not null,
      ranking jsonb not null default '[]',
      players integer not null default 0,
      reports integer not null default 0,
      version bigint not null default 0
    )
  `.execute(db);
  await sql`create index rm_leaderboards_quiz on rm_leaderboards (quiz_id)`.execute(db);
  await sql`
    create table rm_leaderboard_reports (
      report_id uuid primary key,
      kind text not null,
      quiz_id uuid not null,
      finished_at timestamptz,
      stream_version integer not null
    )
  `.execute(db);
  await sql`create index rm_leaderboard_reports_quiz on rm_leaderboard_reports (quiz_id) where finished_at is not null`.execute(
    db,
  );
  await sql`
    create table rm_leaderboard_responses (
      report_id uuid not null,
      response_id text not null,
      name text not null,
      device text not null,
      score integer not null default 0,
      correct integer not null default 0,
      kicked boolean not null default false,
      primary key (report_id, response_id)
    )
  `.execute(db);
  await sql`
    create table rm_merge_reports (
      merge_report_id uuid primary key,
      quiz_id uuid not null,
      owner_id uuid not null,
      name text not null,
      reports jsonb not null,
      status text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz,
      stream_version integer not null
    )
  `.execute(db);
  await sql`create index rm_merge_reports_quiz on rm_merge_reports (quiz_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_merge_reports`.execute(db);
  await sql`drop table rm_leaderboard_responses`.execute(db);
  await sql`drop table rm_leaderboard_reports`.execute(db);
  await sql`drop table rm_leaderboards`.execute(db);
}
