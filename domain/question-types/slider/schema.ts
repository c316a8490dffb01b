import Type from 'typebox';
import { commonQuestionFields } from '../common.ts';

/** Longest unit label ("km", "years", "°C"): shown beside the number, so short. */
export const SLIDER_UNIT_MAX = 20;
/**
 * A slider the player can still move with a keyboard and a thumb: at most this many steps between
 * min and max (100,000 steps of 1 cover every year since the Stone Age).
 */
export const SLIDER_STEPS_MAX = 100_000;
/** Numbers an author types; well inside what a double holds exactly enough for steps to line up. */
export const SLIDER_NUMBER_LIMIT = 1e12;

/**
 * `slider` (beyond the spec: "estimation"): the player picks a number between `min` and `max` on
 * steps of `step`. `correct_value` is the right number; a guess within `tolerance` of it is correct
 * and earns the full `score`; a guess further off earns less (scoring.ts). `unit` is shown beside
 * the number ("km"). A slider has no answers (the number is its answer key).
 */
export const SliderQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('slider'),
  min: Type.Number(),
  max: Type.Number(),
  step: Type.Number(),
  correct_value: Type.Number(),
  tolerance: Type.Number(),
  score: Type.Integer({ minimum: 0 }),
  unit: Type.Optional(Type.String({ maxLength: SLIDER_UNIT_MAX * 4 })),
});
export type SliderQuestion = Type.Static<typeof SliderQuestionSchema>;

/** What players see: the scale, never the correct value or the tolerance. */
export interface SliderScreen {
  question_type: 'slider';
  min: number;
  max: number;
  step: number;
  unit: string;
}

/** One bar of the guesses' histogram: guesses from `from` to `to`, both included. */
export interface SliderBucket {
  from: number;
  to: number;
  count: number;
}

export interface SliderSummary {
  question_type: 'slider';
  /** Null when the quiz does not show the correct answer (spec show_correct_answer). */
  correct_value: number | null;
  tolerance: number | null;
  /** Null when nobody guessed. */
  average: number | null;
  median: number | null;
  guesses: number;
  /** About ten bars over the whole range, in order. */
  histogram: SliderBucket[];
}
