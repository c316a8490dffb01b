import { isActiveQuestion } from '../../domain/question-types/question-status.ts';
import { publicView, type QuestionScreen, type QuizQuestion } from '../../domain/question-types/registry.ts';
import { DEFAULT_AUDIENCE } from '../../domain/quiz/audience.ts';
import type { QuizLook } from '../../domain/quiz/look.ts';
import type { QuizType } from '../../domain/quiz/rules.ts';
import { DEFAULT_QUIZ_SETTINGS } from '../../domain/quiz/rules.ts';
import type { PictureFields } from '../../domain/shared/picture.ts';
import { checkVideo, type VideoFields } from '../../domain/shared/video.ts';
import { lookOf } from './quiz-look.ts';
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
  type: QuizType;
  custom_message: string;
  tags: string[];
  countries: string[];
  age: [number, number];
  difficult: number;
  class_subject: string;
  class_grade: number[];
  questions: QuestionView[];
  /** Theme, colours, background and music (domain/quiz/look.ts): every screen of the quiz shows it. */
  look: QuizLook;
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
  | keyof VideoFields
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
    // An inactive question is the author's draft: players never see it.
    questions: view.questions.filter(isActiveQuestion).map((question) => ({
      question_id: question.question_id,
      title: question.title,
      time_limit: question.time_limit,
      // The picture as screens show it (its placeholder and crop); the original stays with the editors.
      image: question.image ?? null,
      image_placeholder: question.image_placeholder ?? null,
      image_source: question.image_source ?? null,
      image_coordinates: question.image_coordinates ?? null,
      ...videoOf(question),
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
    type: settings.type,
    custom_message: row.custom_message,
    ...(row.audience ?? DEFAULT_AUDIENCE),
    image: row.picture?.image ?? null,
    image_original: row.picture?.image_original ?? null,
    image_placeholder: row.picture?.image_placeholder ?? null,
    image_source: row.picture?.image_source ?? null,
    image_coordinates: row.picture?.image_coordinates ?? null,
    questions: row.questions,
    look: lookOf(row),
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A question's video fields only (they hold no answer), for the public view. */
function videoOf(question: QuizQuestion): VideoFields {
  if (!question.video) return {};
  const checked = checkVideo({ ...question });
  if ('problem' in checked) return {};
  const {
    video,
    video_provider,
    video_time,
    video_end,
    video_mute,
    video_loop,
    fullscreen_desktop,
    fullscreen_mobile,
  } = checked.video;
  return {
    video,
    video_provider,
    video_time,
    video_end,
    video_mute,
    video_loop,
    fullscreen_desktop,
    fullscreen_mobile,
  };
}
