/*
 * How a name is read before it is checked against the word lists (name-filter.ts): the ways people
 * hide a word in a name are undone, so "f u c k", "fuuuuck", "sh1thead" and "$h!t" read as the words
 * they spell, while "Team 455" stays a number and "Anna" or "Kiss" keep their double letters.
 */

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** A run of letters, digits and the symbols that stand in for letters: one piece of a name. */
const PIECE = /[\p{L}\p{N}$@!]+/gu;

/** Lower case, accents off, æ/ø/ß spelt out: "Lærer" and "laerer" are one. */
function plainLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/**
 * Single characters set apart by spaces, dots or dashes ("f u c k", "B.i.t.c.h") are one word; pieces
 * longer than one character stay words of their own ("J R R Tolkien" reads "jrr tolkien").
 */
function joinSpacedLetters(text: string): string {
  const words: string[] = [];
  let run = '';
  for (const piece of text.match(PIECE) ?? []) {
    if ([...piece].length === 1) {
      run += piece;
      continue;
    }
    if (run) words.push(run);
    run = '';
    words.push(piece);
  }
  if (run) words.push(run);
  return words.join(' ');
}

/**
 * "5h1t" is a word spelt with digits; "Team 455" is a number. A digit reads as a letter only when it
 * touches a letter (or a digit already read as one): "a55" reads "ass", "p02455" stays a code.
 */
function lookAlikesAsLetters(text: string): string {
  const chars = [...text];
  const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
  for (let changed = true; changed; ) {
    changed = false;
    chars.forEach((c, i) => {
      const letter = LOOK_ALIKES[c];
      if (letter && (isLetter(chars[i - 1]) || isLetter(chars[i + 1]))) {
        chars[i] = letter;
        changed = true;
      }
    });
  }
  return chars.join('');
}

/** The name as words of plain letters: "Sh1t-Head" → ["shit", "head"], "f u c k" → ["fuck"]. */
export function nameWords(text: string): string[] {
  return lookAlikesAsLetters(joinSpacedLetters(plainLetters(text)))
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/**
 * A word as it may have been stretched: a letter written three or more times ("fuuuuck", "asss") is
 * never ordinary spelling, so it is read once and twice. Double letters are left alone ("Anna", "Conn").
 */
export function unstretched(word: string): string[] {
  if (!/(\p{L})\1\1/u.test(word)) return [word];
  return [word, word.replace(/(\p{L})\1{2,}/gu, '$1'), word.replace(/(\p{L})\1{2,}/gu, '$1$1')];
}
