import { type Kysely, sql } from 'kysely';

/**
 * Which games were played: when a game started, and whether its quizmaster's screen is gone (a lobby left
 * behind). The game-report projection starts over from the log, which holds both facts for every game.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rm_game_reports
      add column started_at timestamptz,
      add column host_away boolean not null default false
  `.execute(db);
  await sql`truncate table rm_game_players, rm_game_reports`.execute(db);
  await sql`delete from projection_checkpoints where name = 'game-reports'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rm_game_reports drop column started_at, drop column host_away`.execute(db);
}
