/** `rm_quizzes` (migrations/2026-11-23-0003). */
export interface QuizzesTable {
  id: string;
  code: string;
  title: string;
  owner_id: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface QuizzesTables {
  rm_quizzes: QuizzesTable;
}
