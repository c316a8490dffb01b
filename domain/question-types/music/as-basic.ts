import type { BasicQuestion } from '../basic/schema.ts';
import type { MusicQuestion } from './schema.ts';

/**
 * A music question seen as the multiple-choice question it is answered as, so that basic's check,
 * answer reading and scoring serve it unchanged (one rule for "answered like basic", not a copy).
 */
export function asBasic(question: MusicQuestion): BasicQuestion {
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
