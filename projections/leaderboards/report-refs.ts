import { type Kysely, sql } from 'kysely';
import type { ReportRef } from '../../domain/leaderboard/report-ref.ts';

/** Whether every listed report is a live game or a play of this quiz (read from the report read models). */
export async function allReportsOfQuiz(db: Kysely<unknown>, quizId: string, refs: readonly ReportRef[]) {
  const games = refs.filter((r) => r.kind === 'game').map((r) => r.id);
  const plays = refs.filter((r) => r.kind === 'play').map((r) => r.id);
  const { rows } = await sql<{ found: number }>`
    select (select count(*) from rm_game_reports where game_id = any(${games}::uuid[]) and quiz_id = ${quizId})::int
         + (select count(*) from rm_play_reports where play_id = any(${plays}::uuid[]) and quiz_id = ${quizId})::int as found
  `.execute(db);
  return rows[0]?.found === new Set(refs.map((r) => `${r.kind}:${r.id}`)).size;
}
