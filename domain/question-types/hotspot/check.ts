import {
  ANSWER_SCORE_MAX,
  ANSWER_TITLE_MAX,
  type Checked,
  characters,
  checkCommon,
  tidy,
} from '../common.ts';
import { asImageRequired, requiredImage } from '../shared/required-image.ts';
import { isRegionOnImage } from './geometry.ts';
import { HOTSPOT_REGIONS_MAX, type HotspotAnswer, type HotspotQuestion } from './schema.ts';

/**
 * Spec §5 for a hotspot: its image (required media per type), one to 15 boxes (§9 "hotspots at most
 * 15"), each wholly on the image and large enough to tap, at least one of them correct. A box's
 * label may be empty (the box is the answer); a label is at most an answer's length.
 */
export function checkHotspot(question: HotspotQuestion): Checked<HotspotQuestion> {
  const common = asImageRequired(checkCommon(question));
  if ('problem' in common) return common;
  const image = requiredImage(question.image);
  if ('problem' in image) return image;
  if (question.answers.length === 0) return { problem: 'hotspot_regions_required' };
  if (question.answers.length > HOTSPOT_REGIONS_MAX) return { problem: 'hotspot_regions_too_many' };
  const answers: HotspotAnswer[] = [];
  for (const [index, answer] of question.answers.entries()) {
    const title = tidy(answer.title);
    if (characters(title) > ANSWER_TITLE_MAX) return { problem: 'answer_title_too_long', answer: index };
    if (!Number.isInteger(answer.score) || answer.score < 0 || answer.score > ANSWER_SCORE_MAX)
      return { problem: 'answer_score_invalid', answer: index };
    if (!isRegionOnImage(answer.region)) return { problem: 'hotspot_region_invalid', answer: index };
    answers.push({ ...answer, title });
  }
  if (!answers.some((a) => a.is_correct)) return { problem: 'hotspot_correct_required' };
  return { question: { ...common.question, answers } };
}
