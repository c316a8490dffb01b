import type { AnswerTiming, NewQuestionDeps } from '../../../domain/question-types/question-type.ts';

/** Fresh ids in order (q1, q2, ...), as a creator's browser would hand them out. */
export function deps(): NewQuestionDeps {
  let next = 0;
  return { newId: () => `id${++next}`, trueLabel: 'True', falseLabel: 'False' };
}

/** A 20-second question answered `afterMs` after it opened, speed scoring on. */
export const answeredAfter = (afterMs: number, speedScoring = true): AnswerTiming => ({
  opensAt: 1_000_000,
  closesAt: 1_020_000,
  receivedAt: 1_000_000 + afterMs,
  speedScoring,
});

export const text = (value: string) => ({ kind: 'text' as const, text: value });
