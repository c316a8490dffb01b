import type { OrderAnswer } from '../player-answer.ts';
import { type AnswerTiming, speedWeighted, type Verdict } from '../question-type.ts';
import { inPlaceCount } from '../shared/order-answer.ts';
import type { SortingListQuestion } from './schema.ts';

/**
 * Scoring of `sorting_list`: PARTIAL points, by place.
 * - The question's score is the first item's `score` (spec §4: the first answer is the correct one).
 * - Each item in its right place earns its share: `score × inPlace / items`, then weighted by speed
 *   (speedWeighted) and rounded.
 * - The answer is `correct` only when every item is in place.
 *
 * Why partial: ordering six events with two swapped is nearly right, and a zero for it tells a pupil
 * nothing; "each item in its place earns its share" is easy for a teacher to explain. Guessing gains
 * little: a random order puts one item in place on average, so it earns one share. Two items are
 * all or nothing by nature (one in place means both are).
 */
export function scoreSortingList(
  question: SortingListQuestion,
  answer: OrderAnswer,
  timing: AnswerTiming,
): Verdict {
  const key = question.answers.map((a) => a.answer_id);
  if (key.length === 0) return { correct: false, points: 0 };
  const inPlace = inPlaceCount(key, answer.answerIds);
  const score = question.answers[0]?.score ?? 0;
  const points = inPlace === 0 ? 0 : Math.round(speedWeighted(score, timing) * (inPlace / key.length));
  return { correct: inPlace === key.length, points };
}
