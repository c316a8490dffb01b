/*
 * Answer buttons differ by colour AND shape (DESIGN §6), so players who cannot tell the colours apart
 * can still tell the buttons apart. The two-step join's pattern uses the same shapes.
 */

export const ANSWER_SHAPES = [
  'triangle',
  'diamond',
  'circle',
  'square',
  'star',
  'hexagon',
  'pentagon',
  'cross',
  'heart',
  'moon',
] as const;

export type AnswerShape = (typeof ANSWER_SHAPES)[number];

/** The look of the answer at `position`: one of ten colour-and-shape pairs (a question has at most ten answers). */
export function answerLook(position: number): { shape: AnswerShape; colour: number } {
  const slot = ((position % ANSWER_SHAPES.length) + ANSWER_SHAPES.length) % ANSWER_SHAPES.length;
  return { shape: ANSWER_SHAPES[slot]!, colour: slot + 1 };
}
