import { isActiveQuestion } from '../../../domain/question-types/question-status.ts';
import { checkQuestion } from '../../../domain/question-types/registry.ts';
import { QUESTIONS_MAX } from '../../../domain/quiz/decide.ts';
import { pollScoredQuestion } from '../../../domain/quiz/quiz-type.ts';
import type { QuizType } from '../../../domain/quiz/rules.ts';
import type { DraftQuestion } from './question-factory.ts';

/** What is wrong with one question: an `errors.` code, and the answer it concerns (0-based), if any. */
export interface QuestionProblemAt {
  code: string;
  answer?: number;
}

/** Where in the question card a problem is shown. */
export type ProblemPlace =
  | 'title'
  | 'time'
  | 'explanation'
  | 'video'
  | 'picture'
  | 'answers'
  | 'answer_title'
  | 'answer_score';

/**
 * checkQuestion's verdict on each question, by position: null where the question can be played. In a
 * poll, a question that would score is a problem too (domain/quiz/quiz-type.ts, as the server says).
 */
export function questionProblems(
  list: readonly DraftQuestion[],
  quizType: QuizType = 'quiz',
): (QuestionProblemAt | null)[] {
  return list.map((question) => {
    const checked = checkQuestion(question);
    if (!('problem' in checked)) {
      const scored = pollScoredQuestion(quizType, [question]);
      return scored ? { code: scored.problem } : null;
    }
    return checked.answer === undefined
      ? { code: checked.problem }
      : { code: checked.problem, answer: checked.answer };
  });
}

/** Problems of the list as a whole, which the server checks before each question (domain/quiz/decide.ts). */
export function listProblem(
  list: readonly DraftQuestion[],
): 'questions_required' | 'questions_too_many' | 'question_duplicate' | 'question_active_required' | null {
  if (list.length === 0) return 'questions_required';
  if (list.length > QUESTIONS_MAX) return 'questions_too_many';
  if (new Set(list.map((q) => q.question_id)).size !== list.length) return 'question_duplicate';
  if (!list.some(isActiveQuestion)) return 'question_active_required';
  return null;
}

export function problemPlace({ code, answer }: QuestionProblemAt): ProblemPlace {
  if (code === 'question_title_required' || code === 'question_title_too_long') return 'title';
  if (code === 'time_limit_invalid') return 'time';
  if (code === 'explanation_too_long') return 'explanation';
  // The question's own picture (a picture question's required one is its type's business: 'answers').
  if (code.startsWith('image_') && answer === undefined) return 'picture';
  if (code.startsWith('video_')) return 'video';
  // The server's text rule names the answer when an answer's text broke it; otherwise it was the question's.
  if (code === 'text_invalid_characters' && answer === undefined) return 'title';
  if (answer !== undefined) return code === 'answer_score_invalid' ? 'answer_score' : 'answer_title';
  return 'answers';
}

/**
 * The question a refused save names: the server counts from 1 (`details: { question: 2, answer: 1 }`),
 * the editor from 0. Null when the error names no question in the list.
 */
export function problemFromDetails(
  code: string,
  details: Readonly<Record<string, unknown>> | null,
  listLength: number,
): { question: number; problem: QuestionProblemAt } | null {
  const question = details?.question;
  if (typeof question !== 'number' || !Number.isInteger(question) || question < 1 || question > listLength)
    return null;
  const answer = details?.answer;
  const problem: QuestionProblemAt =
    typeof answer === 'number' && Number.isInteger(answer) && answer >= 1
      ? { code, answer: answer - 1 }
      : { code };
  return { question: question - 1, problem };
}
