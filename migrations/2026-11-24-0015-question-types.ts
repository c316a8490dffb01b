import { type Kysely, sql } from 'kysely';

/**
 * Questions are authored per type now, in the spec's field names, and a player's answer is a union by
 * kind. The quizzes and game-report read models kept questions and answers in the old shape, so both
 * start over from the log, whose old events are read in the new shape (commands/event-store/upcasters.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`truncate table rm_quizzes`.execute(db);
  await sql`truncate table rm_game_players, rm_game_reports`.execute(db);
  await sql`delete from projection_checkpoints where name in ('quizzes', 'game-reports')`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: the read models rebuild from the log either way.
}
