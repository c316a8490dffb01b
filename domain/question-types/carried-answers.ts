import type { QuestionAnswer } from './common.ts';

/**
 * Whether something in another type's `answers` is an answer of the common shape: a type converting a
 * question (spec §4) keeps only what it can read, whatever the other type stored there.
 */
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
