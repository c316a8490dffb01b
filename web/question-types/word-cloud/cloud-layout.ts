import type { TextCount } from '../../../domain/question-types/text-answer.ts';

/** Five type sizes, so a word given ten times stands out from one given once without drowning the rest. */
export const CLOUD_SIZES = 5;
/** The answer colours of the design tokens (--color-answer-1..10). */
const COLOURS = 10;

export interface CloudWord extends TextCount {
  /** 1 (given least) to 5 (given most). */
  size: number;
  /** 1 to 10: an answer colour. */
  colour: number;
}

/**
 * The words of a cloud as drawn: sized by the square root of their share of the most frequent word (so
 * area, not height, follows the count), coloured in turn, and ordered with the biggest in the middle,
 * the rest alternating to its sides, as word clouds are read from the centre out. Screen readers get
 * the words in the summary's order (most frequent first) from a separate list.
 */
export function cloudLayout(words: readonly TextCount[]): CloudWord[] {
  const most = Math.max(1, ...words.map((w) => w.count));
  const drawn = words.map((word, rank) => ({
    ...word,
    size: Math.max(1, Math.ceil(CLOUD_SIZES * Math.sqrt(word.count / most))),
    colour: (rank % COLOURS) + 1,
  }));
  const middleOut: CloudWord[] = [];
  drawn.forEach((word, rank) => {
    if (rank % 2 === 0) middleOut.push(word);
    else middleOut.unshift(word);
  });
  return middleOut;
}
