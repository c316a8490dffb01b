import { DEFAULT_QUIZ_SETTINGS, type QuizQuestion } from '../../domain/quiz/rules.ts';
import type { QuizzesTable } from './table.ts';

/** A question as the API shows it (spec §3 field names where the spec has them). */
export interface QuestionView {
  question_id: string;
  kind: QuizQuestion['kind'];
  title: string;
  time_limit: number;
  answers_required: 'one' | 'all';
  chart_type: 'bar' | 'pie';
  answers: Array<{ answer_id: string; title: string; is_correct: boolean; score: number }>;
}

/** The public shape of a quiz on the read side (matches api/contracts/quizzes.ts `QuizView`). */
export interface QuizView {
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

/** A question without its answer key: what someone who may not edit the quiz sees. */
export type PublicQuestionView = Omit<QuestionView, 'answers'> & {
  answers: Array<{ answer_id: string; title: string }>;
};

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
      ...question,
      answers: question.answers.map(({ answer_id, title }) => ({ answer_id, title })),
    })),
  };
}

export function toQuestionView(question: QuizQuestion): QuestionView {
  return {
    question_id: question.questionId,
    kind: question.kind,
    title: question.title,
    time_limit: question.timeLimitSeconds,
    answers_required: question.answersRequired,
    chart_type: question.chartType,
    answers: question.answers.map((a) => ({
      answer_id: a.answerId,
      title: a.title,
      is_correct: a.isCorrect,
      score: a.score,
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
    questions: row.questions.map(toQuestionView),
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
