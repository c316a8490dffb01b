import type { CommonQuestion, QuestionAnswer } from '../common.ts';
import type { BasicQuestion } from './schema.ts';

/**
 * Another type's question seen as the multiple-choice question it is answered as (a zooming picture, a
 * song), so basic's check, answer reading and scoring serve it unchanged: one rule for "answered like
 * basic", not a copy.
 */
export function asMultipleChoice(
  question: CommonQuestion & { answers_required: 'one' | 'all'; answers: QuestionAnswer[] },
): BasicQuestion {
  return {
    question_id: question.question_id,
    question_type: 'basic',
    kind: 'multiple_choice',
    title: question.title,
    time_limit: question.time_limit,
    ...(question.explanation !== undefined ? { explanation: question.explanation } : {}),
    ...(question.image !== undefined ? { image: question.image } : {}),
    answers_required: question.answers_required,
    chart_type: 'bar',
    answers: question.answers,
  };
}
