import Type from 'typebox';
import { ANSWERS_MAX } from '../basic/index.ts';
import { AnswerSchema, type ChoiceOnScreen, commonQuestionFields } from '../common.ts';

/**
 * `scale_image` and `reveal_image`: a picture question answered like `basic` multiple choice (one or all
 * of the correct answers, spec answers_required), with the question's image required. Only the
 * quizmaster's screen differs: the picture starts zoomed in and zooms out over the time (scale), or
 * starts covered and is uncovered tile by tile (reveal).
 */
export const IMAGE_CHOICE_TYPES = ['scale_image', 'reveal_image'] as const;
export type ImageChoiceType = (typeof IMAGE_CHOICE_TYPES)[number];

const imageChoiceSchema = <T extends ImageChoiceType>(type: T) =>
  Type.Object({
    ...commonQuestionFields,
    question_type: Type.Literal(type),
    answers_required: Type.Union([Type.Literal('one'), Type.Literal('all')]),
    answers: Type.Array(AnswerSchema, { maxItems: ANSWERS_MAX * 2 }),
  });

export const ScaleImageQuestionSchema = imageChoiceSchema('scale_image');
export const RevealImageQuestionSchema = imageChoiceSchema('reveal_image');
export type ScaleImageQuestion = Type.Static<typeof ScaleImageQuestionSchema>;
export type RevealImageQuestion = Type.Static<typeof RevealImageQuestionSchema>;
export type ImageChoiceQuestion = ScaleImageQuestion | RevealImageQuestion;

/** Tiles per side of the cover a reveal_image picture starts under (5 × 5 = 25 tiles). */
export const REVEAL_TILES_SIDE = 5;

interface ImageChoiceScreenBase {
  image: string;
  answers_required: 'one' | 'all';
  answers: ChoiceOnScreen[];
}
export interface ScaleImageScreen extends ImageChoiceScreenBase {
  question_type: 'scale_image';
}
export interface RevealImageScreen extends ImageChoiceScreenBase {
  question_type: 'reveal_image';
  /** Tiles per side of the cover. */
  tiles_side: number;
  /** Tile indexes (row by row) in the order they are uncovered: fixed by the question's id. */
  reveal_order: number[];
}

export interface ImageChoiceSummary<T extends ImageChoiceType> {
  question_type: T;
  /** Null when the quiz does not show the correct answer (spec show_correct_answer). */
  correct_answer_ids: string[] | null;
  /** How many picked each answer. */
  distribution: Record<string, number>;
}
export type ScaleImageSummary = ImageChoiceSummary<'scale_image'>;
export type RevealImageSummary = ImageChoiceSummary<'reveal_image'>;
