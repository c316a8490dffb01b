/*
 * The scramble's letter board on a phone: the shuffled tiles, and the slots the player fills by tapping
 * tiles in order. The player builds the answer without dragging or typing (and the same with a
 * keyboard or a screen reader: every tile and every placed letter is a button). The answer sent is the
 * letters placed, with a space between the words.
 */

/** The tiles placed so far, as positions in the shuffled letters, in the order they were placed. */
export type Placed = readonly number[];

/** Places a tile at the end of the answer, unless it is already placed or there is no such tile. */
export function placeTile(placed: Placed, tile: number, letters: readonly string[]): Placed {
  if (tile < 0 || tile >= letters.length || placed.includes(tile)) return placed;
  return [...placed, tile];
}

/** Takes back the letter at `position` of the answer; the letters after it close up. */
export function takeBack(placed: Placed, position: number): Placed {
  return placed.filter((_, i) => i !== position);
}

/**
 * The word lengths the slots follow; when they do not add up to the letters (a screen from an older
 * version), the answer is one word.
 */
function wordsOf(letters: readonly string[], wordLengths: readonly number[]): number[] {
  const total = wordLengths.reduce((sum, n) => sum + n, 0);
  return total === letters.length && wordLengths.every((n) => n > 0) ? [...wordLengths] : [letters.length];
}

export interface Slot {
  /** Position in the answer (0-based across the words). */
  position: number;
  /** The letter placed there, or null while it is empty. */
  letter: string | null;
}

/** The answer's slots, word by word: the placed letters in order, then empty slots. */
export function slotsByWord(
  letters: readonly string[],
  placed: Placed,
  wordLengths: readonly number[],
): Slot[][] {
  const words: Slot[][] = [];
  let position = 0;
  for (const length of wordsOf(letters, wordLengths)) {
    const word: Slot[] = [];
    for (let i = 0; i < length; i++, position++) {
      const tile = placed[position];
      word.push({ position, letter: tile === undefined ? null : (letters[tile] ?? null) });
    }
    words.push(word);
  }
  return words;
}

export const isComplete = (letters: readonly string[], placed: Placed) =>
  letters.length > 0 && placed.length === letters.length;

/** The text the phone sends: the placed letters, a space between the words. */
export function answerText(
  letters: readonly string[],
  placed: Placed,
  wordLengths: readonly number[],
): string {
  return slotsByWord(letters, placed, wordLengths)
    .map((word) => word.map((slot) => slot.letter ?? '').join(''))
    .filter(Boolean)
    .join(' ');
}

/**
 * The tile a key on a keyboard places: the first tile not yet placed that shows that letter (in any
 * case), or null. Lets a player with a keyboard type the word instead of tabbing through the tiles.
 */
export function tileForKey(letters: readonly string[], placed: Placed, key: string): number | null {
  if ([...key].length !== 1) return null;
  const wanted = key.toLowerCase();
  const tile = letters.findIndex((letter, index) => letter === wanted && !placed.includes(index));
  return tile === -1 ? null : tile;
}
