import type { BasicQuestion } from '../basic/index.ts';
import type { ImageChoiceQuestion } from './schema.ts';

/**
 * The picture question seen as the multiple-choice question it is answered as, so basic's own check and
 * scoring rules apply to it unchanged (one rule, one place).
 */
export const asBasic = (question: ImageChoiceQuestion): BasicQuestion => ({
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
});
