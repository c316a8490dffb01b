import type { Kysely } from 'kysely';
import { type QuizView, toQuizView } from './quiz-view.ts';
import type { QuizzesTables } from './table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findQuizById(db: Kysely<QuizzesTables>, id: string): Promise<QuizView | null> {
  // The column is a uuid: anything else cannot match, and must not reach the database as a cast error.
  if (!UUID.test(id)) return null;
  const row = await db.selectFrom('rm_quizzes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toQuizView(row) : null;
}

export async function findQuizByCode(db: Kysely<QuizzesTables>, code: string): Promise<QuizView | null> {
  const row = await db.selectFrom('rm_quizzes').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? toQuizView(row) : null;
}
