import { publicView, type QuestionScreen, type QuizQuestion } from '../../domain/question-types/registry.ts';
import { DEFAULT_QUIZ_SETTINGS } from '../../domain/quiz/rules.ts';
import type { PictureFields } from '../../domain/shared/picture.ts';
import type { QuizzesTable } from './table.ts';

/** A question as the API shows it: the authored shape (spec §3 field names), as the quiz's events hold it. */
export type QuestionView = QuizQuestion;

/** The public shape of a quiz on the read side (matches api/contracts/quizzes.ts `QuizView`). */
export interface QuizView extends PictureFields {
  _id: string;
  code: string;
  title: string;
  user_id: string | null;
  description: string;
  status: boolean;
  is_random_question_order: boolean;
  show_correct_answer: boolean;
  show_result_on_user_device: boolean;
  limit_player: number;
  show_number_question: number;
  speed_scoring: boolean;
  questions: QuestionView[];
  /** Games played; present on reads, left out of live change messages. */
  playing_counter?: number;
  version: number;
  created_at: string;
  updated_at: string;
}

export const quizTopic = (quizId: string) => `quiz/${quizId}`;

/**
 * A question without its answer key: the common fields and its type's public part (no key, no
 * explanation, which would give the answer away). What someone who may not edit the quiz sees.
 */
export type PublicQuestionView = Pick<
  QuizQuestion,
  | 'question_id'
  | 'question_type'
  | 'title'
  | 'time_limit'
  | 'image'
  | 'image_placeholder'
  | 'image_source'
  | 'image_coordinates'
> &
  QuestionScreen;

/** The quiz for anyone: no answer key, no owner id, and `can_edit` false. */
export type PublicQuizView = Omit<QuizView, 'questions' | 'user_id'> & {
  user_id: null;
  can_edit: false;
  questions: PublicQuestionView[];
};

/**
 * The quiz as anyone may see it, or null for an inactive quiz (which only
 * those who may edit it see). The answer key and the owner's id stay out:
 * a player who could read them would know every answer before the game.
 */
export function publicQuizView(view: QuizView): PublicQuizView | null {
  if (!view.status) return null;
  return {
    ...view,
    user_id: null,
    can_edit: false,
    questions: view.questions.map((question) => ({
      question_id: question.question_id,
      title: question.title,
      time_limit: question.time_limit,
      // The picture as screens show it (its placeholder and crop); the original stays with the editors.
      image: question.image ?? null,
      image_placeholder: question.image_placeholder ?? null,
      image_source: question.image_source ?? null,
      image_coordinates: question.image_coordinates ?? null,
      ...publicView(question),
    })),
  };
}

export function toQuizView(row: QuizzesTable): QuizView {
  const settings = { ...DEFAULT_QUIZ_SETTINGS, ...row.settings };
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    user_id: row.owner_id,
    description: row.description,
    status: row.active,
    is_random_question_order: settings.isRandomQuestionOrder,
    show_correct_answer: settings.showCorrectAnswer,
    show_result_on_user_device: settings.showResultOnUserDevice,
    limit_player: settings.limitPlayer,
    show_number_question: settings.showNumberQuestion,
    speed_scoring: settings.speedScoring,
    image: row.picture?.image ?? null,
    image_original: row.picture?.image_original ?? null,
    image_placeholder: row.picture?.image_placeholder ?? null,
    image_source: row.picture?.image_source ?? null,
    image_coordinates: row.picture?.image_coordinates ?? null,
    questions: row.questions,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
