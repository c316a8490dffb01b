import type { QuizAudience } from '../../domain/quiz/audience.ts';
import type { QuizLook } from '../../domain/quiz/look.ts';
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
  /** Who the quiz is for (migration 0024); null until first set. */
  audience: QuizAudience | null;
  custom_message: string;
  /** Theme, colours, background and music (migration 0025); null until the quiz's look first changed. */
  look: QuizLook | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface QuizzesTables {
  rm_quizzes: QuizzesTable;
}
