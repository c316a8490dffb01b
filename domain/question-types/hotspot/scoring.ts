import type { PointAnswer } from '../player-answer.ts';
import { type AnswerTiming, speedWeighted, type Verdict } from '../question-type.ts';
import { containsPoint } from './geometry.ts';
import type { HotspotQuestion } from './schema.ts';

/**
 * Scoring of `hotspot` (no partial credit):
 * - a tap inside a region marked correct is correct, wherever the wrong regions lie (where a correct
 *   and a wrong region overlap, the tap is correct); a tap on a region's edge is inside it;
 * - a correct tap earns the score of the best correct region it lies in, weighted by speed
 *   (speedWeighted); any other tap earns nothing.
 */
export function correctRegionsHit(question: HotspotQuestion, point: { x: number; y: number }) {
  return question.answers.filter((a) => a.is_correct && containsPoint(a.region, point));
}

export function scoreHotspot(question: HotspotQuestion, answer: PointAnswer, timing: AnswerTiming): Verdict {
  const hit = correctRegionsHit(question, answer);
  if (hit.length === 0) return { correct: false, points: 0 };
  return { correct: true, points: speedWeighted(Math.max(...hit.map((a) => a.score)), timing) };
}
