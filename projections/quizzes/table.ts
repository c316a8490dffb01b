import type { QuizQuestion, QuizSettings } from '../../domain/quiz/rules.ts';

/** `rm_quizzes` (migrations 0003 and 0007). */
export interface QuizzesTable {
  id: string;
  code: string;
  title: string;
  owner_id: string | null;
  description: string;
  active: boolean;
  settings: QuizSettings;
  questions: QuizQuestion[];
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface QuizzesTables {
  rm_quizzes: QuizzesTable;
}
