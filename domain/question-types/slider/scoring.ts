import type { NumberAnswer } from '../player-answer.ts';
import { type AnswerTiming, speedWeighted, type Verdict } from '../question-type.ts';
import type { SliderQuestion } from './schema.ts';

/**
 * How far past the tolerance a guess still earns something, as a share of the whole range:
 * on a 0–100 slider, 10 past the tolerance.
 */
export const SLIDER_FALLOFF_SHARE = 0.1;
/** Steps such as 0.1 are not exact in binary: a guess this close (in steps) to the tolerance's edge is inside it. */
const EDGE_EPSILON = 1e-6;

/**
 * Scoring of `slider` (estimation), so teachers can explain it:
 * - a guess within `tolerance` of the correct value is correct and earns the full score;
 * - further off, the score falls in a straight line to nothing at `tolerance` + 10 % of the range
 *   (max − min); such a guess is not correct, but close guesses still earn points. On a 0–100
 *   slider with the answer 40 and a tolerance of 5, a guess of 50 is 5 past the tolerance and
 *   earns half the score; 55 or more earns nothing.
 * - The closeness share is then weighted by speed like every scored type (speedWeighted):
 *   `speedWeighted(round(score × closeness))`.
 */
export function sliderCloseness(question: SliderQuestion, value: number): number {
  const distance = Math.abs(value - question.correct_value);
  const past = distance - question.tolerance;
  if (past <= question.step * EDGE_EPSILON) return 1;
  const span = (question.max - question.min) * SLIDER_FALLOFF_SHARE;
  return Math.max(0, 1 - past / span);
}

export function scoreSlider(question: SliderQuestion, answer: NumberAnswer, timing: AnswerTiming): Verdict {
  const closeness = sliderCloseness(question, answer.value);
  if (closeness === 0) return { correct: false, points: 0 };
  return {
    correct: closeness === 1,
    points: speedWeighted(Math.round(question.score * closeness), timing),
  };
}
