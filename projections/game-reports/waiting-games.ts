import { type Kysely, sql } from 'kysely';

/** A quiz's games still in their lobby, newest first: what the front page offers to join by quiz code. */
export async function waitingGamesOfQuiz(db: Kysely<unknown>, quizId: string) {
  const { rows } = await sql<{ game_id: string; pin: string }>`
    select game_id, pin from rm_game_reports
    where quiz_id = ${quizId} and phase = 'lobby'
    order by opened_at desc limit 5
  `.execute(db);
  return rows;
}
