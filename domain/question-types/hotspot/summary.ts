import type { PointAnswer } from '../player-answer.ts';
import { containsPoint } from './geometry.ts';
import { HOTSPOT_POINTS_SHOWN_MAX, type HotspotQuestion, type HotspotSummary } from './schema.ts';

/** Every tap, or an even sample across them (every n-th, in the order they came) when there are too many to draw. */
export function sampleTaps<T>(taps: readonly T[], max = HOTSPOT_POINTS_SHOWN_MAX): T[] {
  if (taps.length <= max) return [...taps];
  return Array.from({ length: max }, (_, i) => taps[Math.floor((i * taps.length) / max)]!);
}

/** Where players tapped; the regions, and how many tapped in each, only when the correct answer is shown. */
export function summarizeHotspot(
  question: HotspotQuestion,
  answers: readonly PointAnswer[],
  showCorrect: boolean,
): HotspotSummary {
  const points = sampleTaps(answers).map(({ x, y }) => ({ x, y }));
  const regions = showCorrect
    ? question.answers.map((a) => ({
        answer_id: a.answer_id,
        title: a.title,
        is_correct: a.is_correct,
        region: a.region,
        count: answers.filter((tap) => containsPoint(a.region, tap)).length,
      }))
    : null;
  return { question_type: 'hotspot', image: question.image ?? '', points, taps: answers.length, regions };
}
