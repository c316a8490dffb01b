import { type Kysely, sql } from 'kysely';

/** Teams in game reports: whether the game was played in teams, the teams, and each player's team. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rm_game_reports
      add column team_mode boolean not null default false,
      add column teams jsonb not null default '{}'::jsonb
  `.execute(db);
  await sql`alter table rm_game_players add column team_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_game_players drop column team_id`.execute(db);
  await sql`alter table rm_game_reports drop column team_mode, drop column teams`.execute(db);
}
