import Type from 'typebox';
import { ANSWER_TITLE_MAX, commonQuestionFields, IdSchema } from '../common.ts';

/** Spec §5 and §9: at most 15 boxes on a hotspot image. */
export const HOTSPOT_REGIONS_MAX = 15;
/** A region narrower or lower than 2 % of the image cannot be hit with a finger on a phone. */
export const HOTSPOT_REGION_MIN_SIZE = 0.02;
/** The result shows at most this many of the points tapped: enough to see where they gather, light enough to send. */
export const HOTSPOT_POINTS_SHOWN_MAX = 500;

/** A rectangle on the question's image, as fractions (0 to 1) of its width and height from its top left corner. */
export const RegionSchema = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
});
export type Region = Type.Static<typeof RegionSchema>;

/**
 * A hotspot's regions are its answers (spec §4 "hotspot data replaces the answers"): each answer
 * is one box, with the usual id, correct flag and score, an optional label (`title`, shown in the
 * result; a box needs no text to be tapped) and its `region`.
 */
export const HotspotAnswerSchema = Type.Object({
  answer_id: IdSchema,
  title: Type.String({ maxLength: ANSWER_TITLE_MAX * 4 }),
  is_correct: Type.Boolean(),
  score: Type.Integer({ minimum: 0 }),
  region: RegionSchema,
});
export type HotspotAnswer = Type.Static<typeof HotspotAnswerSchema>;

/**
 * `hotspot` (spec question_type): the player taps a point on the question's `image` (required);
 * the tap is correct inside a region marked correct.
 */
export const HotspotQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('hotspot'),
  answers: Type.Array(HotspotAnswerSchema, { maxItems: HOTSPOT_REGIONS_MAX * 2 }),
});
export type HotspotQuestion = Type.Static<typeof HotspotQuestionSchema>;

/** What players see: the picture only. Even the wrong regions stay hidden: their outlines would show where to look. */
export interface HotspotScreen {
  question_type: 'hotspot';
  image: string;
}

export interface HotspotRegionResult {
  answer_id: string;
  title: string;
  is_correct: boolean;
  region: Region;
  /** How many taps fell inside this region. */
  count: number;
}

export interface HotspotSummary {
  question_type: 'hotspot';
  image: string;
  /** Where players tapped: all of them, or an even sample of HOTSPOT_POINTS_SHOWN_MAX. */
  points: Array<{ x: number; y: number }>;
  /** How many tapped in all (more than `points` holds when sampled). */
  taps: number;
  /**
   * The regions with how many tapped inside each; null when the quiz does not show the correct
   * answer (spec show_correct_answer), since the regions would show it.
   */
  regions: HotspotRegionResult[] | null;
}
