import type { TextAnswer } from '../player-answer.ts';
import { type AnswerTiming, speedWeighted, type Verdict } from '../question-type.ts';
import type { ScrambleQuestion } from './schema.ts';

/**
 * A scramble attempt as it is compared: case and every space set aside, since the tiles show neither
 * ("Ice Cream", "icecream" and "ice cream" are one). Accents stay: they are on the tiles.
 */
export const foldAttempt = (text: string) => text.normalize('NFC').replace(/\s+/gu, '').toLowerCase();

export function isRebuilt(question: ScrambleQuestion, text: string): boolean {
  const phrase = question.answers[0]?.title;
  return phrase !== undefined && foldAttempt(phrase) !== '' && foldAttempt(text) === foldAttempt(phrase);
}

/**
 * Scoring of `scramble` (no partial credit): the phrase rebuilt (isRebuilt) earns the answer's score,
 * weighted by speed (speedWeighted); anything else earns nothing.
 */
export function scoreScramble(question: ScrambleQuestion, answer: TextAnswer, timing: AnswerTiming): Verdict {
  if (!isRebuilt(question, answer.text)) return { correct: false, points: 0 };
  return { correct: true, points: speedWeighted(question.answers[0]!.score, timing) };
}
