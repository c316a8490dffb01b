/*
 * The shuffle a scramble is shown in. The domain holds no randomness, and every screen (quizmaster,
 * phones, replay) must show the same letters, so the order is derived from the question's id: the same
 * question always shuffles the same way, and two questions with the same word differ.
 */

/** Letters of a phrase one by one, spaces left out, lower case (case is not part of the puzzle). */
export const lettersOf = (phrase: string) =>
  [...phrase.normalize('NFC').replace(/\s+/gu, '')].map((letter) => letter.toLowerCase());

/** The length of each word of a phrase, in letters. */
export const wordLengthsOf = (phrase: string) =>
  phrase
    .normalize('NFC')
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => [...word].length);

/** A 32-bit seed from a text (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small, well-spread pseudo-random generator (mulberry32): numbers in [0, 1) from a seed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The phrase's letters in the order players see them: a Fisher–Yates shuffle seeded by `seed` (the
 * question id). When the shuffle happens to give the phrase back in order, it is turned by one place,
 * which changes it whenever the phrase has two different letters (only a run of one letter is the same
 * turned by one).
 */
export function scrambled(phrase: string, seed: string): string[] {
  const letters = lettersOf(phrase);
  const shuffled = [...letters];
  const random = generator(seedOf(seed));
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  if (shuffled.length > 1 && shuffled.join('') === letters.join('')) shuffled.push(shuffled.shift()!);
  return shuffled;
}
