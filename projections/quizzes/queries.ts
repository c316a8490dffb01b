import type { Kysely } from 'kysely';
import { type QuizView, toQuizView } from './quiz-view.ts';
import type { QuizzesTables } from './table.ts';

export async function findQuizById(db: Kysely<QuizzesTables>, id: string): Promise<QuizView | null> {
  const row = await db.selectFrom('rm_quizzes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toQuizView(row) : null;
}

export async function findQuizByCode(db: Kysely<QuizzesTables>, code: string): Promise<QuizView | null> {
  const row = await db.selectFrom('rm_quizzes').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? toQuizView(row) : null;
}
