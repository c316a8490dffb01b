import { type Kysely, sql } from 'kysely';

/** Per-game report (live-games issue): the game, and one row per player with every answer. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rm_game_reports (
      game_id uuid primary key,
      quiz_id uuid not null,
      host_id text not null,
      quiz_title text not null,
      pin text not null,
      phase text not null,
      questions jsonb not null,
      settings jsonb not null,
      current_index integer not null default -1,
      opens_at timestamptz,
      closes_at timestamptz,
      opened_at timestamptz not null,
      ended_at timestamptz,
      end_reason text,
      version integer not null
    )
  `.execute(db);
  await sql`create index rm_game_reports_quiz on rm_game_reports (quiz_id, opened_at desc)`.execute(db);
  await sql`create index rm_game_reports_host on rm_game_reports (host_id, opened_at desc)`.execute(db);
  await sql`
    create table rm_game_players (
      game_id uuid not null,
      player_id text not null,
      name text not null,
      score integer not null default 0,
      kicked boolean not null default false,
      answers jsonb not null default '{}'::jsonb,
      joined_position bigint not null,
      primary key (game_id, player_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rm_game_players`.execute(db);
  await sql`drop table rm_game_reports`.execute(db);
}
