import { seededDerangedOrder } from '../shared/seeded-shuffle.ts';

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

/**
 * The phrase's letters in the order players see them: a Fisher–Yates shuffle seeded by `seed` (the
 * question id). When the shuffle happens to give the phrase back in order, it is turned by one place,
 * which changes it whenever the phrase has two different letters (only a run of one letter is the same
 * turned by one).
 */
export const scrambled = (phrase: string, seed: string): string[] =>
  seededDerangedOrder(lettersOf(phrase), seed);
