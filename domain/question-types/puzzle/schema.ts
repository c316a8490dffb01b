import Type from 'typebox';
import { AnswerSchema, commonQuestionFields } from '../common.ts';

/**
 * Square grids only (2×2, 3×3, 4×4): pieces keep the picture's proportions, and sixteen pieces is as
 * many as a phone can show large enough to tap. Spec §9: 4 by default.
 */
export const PUZZLE_BLOCKS = [4, 9, 16] as const;
export type PuzzleBlocks = (typeof PUZZLE_BLOCKS)[number];
export const DEFAULT_PUZZLE_BLOCKS: PuzzleBlocks = 4;
/** Spec §9 delayPuzzleDone: the phone shows the finished picture this long before it sends the answer. */
export const PUZZLE_DONE_DELAY_MS = 2000;

/**
 * `puzzle`: the question's image (required) cut into `puzzle_block` square pieces that the player puts
 * back. Spec §4 "puzzle keeps a single answer": `answers` holds exactly one, which carries the score; its
 * title is an optional caption shown with the result (the pieces are the answer, so it may be empty).
 */
export const PuzzleQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('puzzle'),
  puzzle_block: Type.Union([Type.Literal(4), Type.Literal(9), Type.Literal(16)]),
  answers: Type.Array(AnswerSchema, { maxItems: 20 }),
});
export type PuzzleQuestion = Type.Static<typeof PuzzleQuestionSchema>;

/**
 * What players see. A piece's id is the index of the place it belongs in (row by row), which the phone
 * needs anyway to draw the piece's part of the picture: a picture puzzle cannot hide its own key, it is
 * the player's eye that solves it.
 */
export interface PuzzleScreen {
  question_type: 'puzzle';
  image: string;
  puzzle_block: PuzzleBlocks;
  /** The pieces in the order they start in: shuffled from the question's id, never solved. */
  pieces: string[];
}

export interface PuzzleSummary {
  question_type: 'puzzle';
  /** How many players put every piece back. */
  solved: number;
  /** The single answer's caption, when the quiz shows the correct answer; null otherwise. */
  caption: string | null;
}
