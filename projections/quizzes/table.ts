import type { QuizQuestion, QuizSettings } from '../../domain/quiz/rules.ts';
import type { PictureFields } from '../../domain/shared/picture.ts';

/** `rm_quizzes` (migrations 0003, 0007 and 0016). */
export interface QuizzesTable {
  id: string;
  code: string;
  title: string;
  owner_id: string | null;
  description: string;
  active: boolean;
  settings: QuizSettings;
  questions: QuizQuestion[];
  /** The cover picture; null without one. */
  picture: PictureFields | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface QuizzesTables {
  rm_quizzes: QuizzesTable;
}
