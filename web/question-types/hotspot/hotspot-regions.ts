import { addRegion } from '../../../domain/question-types/hotspot/editing.ts';
import {
  HOTSPOT_REGION_MIN_SIZE,
  HOTSPOT_REGIONS_MAX,
  type HotspotAnswer,
  type HotspotQuestion,
  type Region,
} from '../../../domain/question-types/hotspot/schema.ts';

/* The editor's changes to a hotspot's boxes, as plain functions of the question. */

export const canAddRegion = (question: HotspotQuestion) => question.answers.length < HOTSPOT_REGIONS_MAX;

/** A drawn box added; the first box on an image with none correct becomes the correct one. */
export function addDrawnRegion(
  question: HotspotQuestion,
  newId: () => string,
  region?: Region,
): HotspotQuestion {
  const added = addRegion(question, newId, region);
  if (added === question || added.answers.some((a) => a.is_correct)) return added;
  const last = added.answers.length - 1;
  return updateRegionAnswer(added, last, { is_correct: true });
}

export function updateRegionAnswer(
  question: HotspotQuestion,
  index: number,
  patch: Partial<HotspotAnswer>,
): HotspotQuestion {
  return { ...question, answers: question.answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) };
}

export function removeRegionAt(question: HotspotQuestion, index: number): HotspotQuestion {
  return { ...question, answers: question.answers.filter((_, i) => i !== index) };
}

/**
 * One side of a box typed as a whole percentage in the editor's fields (the non-drag way to place
 * a box): kept on the picture, at least tappable, the box shifted back if it would spill over.
 */
export function setRegionPercent(region: Region, side: keyof Region, percentValue: number): Region {
  const fraction = Math.min(Math.max(percentValue / 100, 0), 1);
  const next = { ...region, [side]: fraction };
  next.width = Math.max(Math.min(next.width, 1), HOTSPOT_REGION_MIN_SIZE);
  next.height = Math.max(Math.min(next.height, 1), HOTSPOT_REGION_MIN_SIZE);
  next.x = Math.min(next.x, 1 - next.width);
  next.y = Math.min(next.y, 1 - next.height);
  const tidy = (n: number) => Math.round(n * 10_000) / 10_000;
  return { x: tidy(next.x), y: tidy(next.y), width: tidy(next.width), height: tidy(next.height) };
}
