import type { QuizzesTable } from './table.ts';

/** The public shape of a quiz on the read side (matches api/contracts/quizzes.ts `QuizView`). */
export interface QuizView {
  _id: string;
  code: string;
  title: string;
  user_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export const quizTopic = (quizId: string) => `quiz/${quizId}`;

export function toQuizView(row: QuizzesTable): QuizView {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    user_id: row.owner_id,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
