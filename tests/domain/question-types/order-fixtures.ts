import type { QuestionAnswer } from '../../../domain/question-types/common.ts';
import type { AnswerTiming, NewQuestionDeps } from '../../../domain/question-types/question-type.ts';

/** Ids a1, a2, ... in creation order, so tests can name what they expect. */
export function deps(prefix = 'a'): NewQuestionDeps {
  let next = 0;
  return { newId: () => `${prefix}${++next}`, trueLabel: 'True', falseLabel: 'False' };
}

export const item = (answer_id: string, title: string, score = 1000): QuestionAnswer => ({
  answer_id,
  title,
  is_correct: false,
  score,
});

/** Answered the instant the question opened: speed costs nothing. */
export const instant: AnswerTiming = { opensAt: 0, closesAt: 30_000, receivedAt: 0, speedScoring: true };
/** Answered as the question closed: half the score (speedWeighted). */
export const atTheClose: AnswerTiming = {
  opensAt: 0,
  closesAt: 30_000,
  receivedAt: 30_000,
  speedScoring: true,
};

export const MEGABYTE = 'x'.repeat(1024 * 1024);
