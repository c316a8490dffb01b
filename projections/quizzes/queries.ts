import { type Kysely, sql } from 'kysely';
import { type QuizView, toQuizView } from './quiz-view.ts';
import type { QuizzesTables } from './table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec `playing_counter`: the games played of the quiz, counted from the game reports. Only games that
 * started count: a cancelled room or a lobby left behind was never played.
 */
async function withPlayingCounter(
  db: Kysely<QuizzesTables>,
  view: QuizView | null,
): Promise<QuizView | null> {
  if (!view) return null;
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from rm_game_reports where quiz_id = ${view._id} and started_at is not null`.execute(
    db,
  );
  return { ...view, playing_counter: rows[0]?.n ?? 0 };
}

export async function findQuizById(db: Kysely<QuizzesTables>, id: string): Promise<QuizView | null> {
  // The column is a uuid: anything else cannot match, and must not reach the database as a cast error.
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('rm_quizzes').selectAll().where('id', '=', id).executeTakeFirst();
  return withPlayingCounter(db, row ? toQuizView(row) : null);
}

export async function findQuizByCode(db: Kysely<QuizzesTables>, code: string): Promise<QuizView | null> {
  const row = await db.selectFrom('rm_quizzes').selectAll().where('code', '=', code).executeTakeFirst();
  return withPlayingCounter(db, row ? toQuizView(row) : null);
}

export async function findQuizzesByOwner(db: Kysely<QuizzesTables>, ownerId: string): Promise<QuizView[]> {
  const rows = await db
    .selectFrom('rm_quizzes')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('updated_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(toQuizView);
}
