import type { QuestionAnswer } from '../common.ts';

/** Whether a value from another type's question is an answer of the common shape (spec §4: what fits is kept). */
export function isQuestionAnswer(value: unknown): value is QuestionAnswer {
  const a = value as Partial<QuestionAnswer> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.answer_id === 'string' &&
    typeof a.title === 'string' &&
    typeof a.is_correct === 'boolean' &&
    typeof a.score === 'number'
  );
}
