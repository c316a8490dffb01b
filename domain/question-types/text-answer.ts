import type { ErrorCode } from '../shared/error-codes.ts';
import { characters } from './common.ts';
import { type PlayerAnswer, TEXT_ANSWER_MAX, type TextAnswer } from './player-answer.ts';

/*
 * What the types answered by typing (typing_question, scramble, word_cloud) share: reading a phone's
 * text safely, the ways two texts are "the same", and counting the answers given for the summary.
 */

/** Whitespace runs (line breaks and tabs pasted into the field included) and invisible control characters. */
const SPACING = /\s+/gu;
const CONTROL = /\p{Cc}/gu;

/** Typed text as the game keeps it: one normal form, control characters out, spaces single, ends trimmed. */
export const tidyTyped = (text: string) =>
  text.normalize('NFC').replace(SPACING, ' ').replace(CONTROL, '').trim();

/**
 * A phone's text answer as the game keeps it (tidied), or why not: not text at all (`answer_invalid`),
 * empty (`answer_text_required`), or longer than `max` characters (`answer_text_too_long`, or the
 * caller's own code). A hostile phone's megabyte is refused on its length before any work is done on it.
 */
export function readTextAnswer(
  answer: PlayerAnswer,
  options: { max?: number; tooLong?: ErrorCode } = {},
): TextAnswer | { problem: ErrorCode } {
  const max = options.max ?? TEXT_ANSWER_MAX;
  const tooLong = { problem: options.tooLong ?? 'answer_text_too_long' };
  if (answer.kind !== 'text' || typeof answer.text !== 'string') return { problem: 'answer_invalid' };
  // Far longer than any tidied text of `max` characters could come from (decomposed accents and a few
  // stray spaces included): refused before any work is done on it.
  if (answer.text.length > max * 4 + 64) return tooLong;
  const text = tidyTyped(answer.text);
  if (!text) return { problem: 'answer_text_required' };
  if (characters(text) > max) return tooLong;
  return { kind: 'text', text };
}

/** Case and spacing set aside: "New  York" and "new york" are one word in a cloud. */
export const foldCaseAndSpacing = (text: string) => tidyTyped(text).toLowerCase();

/** Letters that are not a base letter with an accent, spelt as their usual plain form. */
const PLAIN: Record<string, string> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', ı: 'i' };
const SPELT = new RegExp(`[${Object.keys(PLAIN).join('')}]`, 'gu');

/**
 * Case, accents and spacing set aside (a typed answer): "Sør-Trøndelag", "sor-trondelag" and
 * "SØR-TRØNDELAG " are one answer. Compatibility forms fold too (full-width letters, ligatures).
 */
export const foldCaseAccentsAndSpacing = (text: string) =>
  foldCaseAndSpacing(text)
    .replace(SPELT, (letter) => PLAIN[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');

/** One text and how many gave it. */
export interface TextCount {
  text: string;
  count: number;
}

/**
 * The texts given, grouped by `key`, most frequent first (ties: the one given first), at most `limit`.
 * Each group shows the form it was first given in, or what `show` makes of it. One pass and one sort of the distinct texts, so ten
 * thousand answers cost milliseconds.
 */
export function countTexts(
  texts: Iterable<string>,
  key: (text: string) => string,
  options: { limit: number; show?: (first: string, key: string) => string },
): TextCount[] {
  const groups = new Map<string, TextCount>();
  for (const text of texts) {
    const k = key(text);
    const group = groups.get(k);
    if (group) group.count += 1;
    else groups.set(k, { text, count: 1 });
  }
  const counted: TextCount[] = [];
  for (const [k, group] of groups) {
    counted.push(options.show ? { text: options.show(group.text, k), count: group.count } : group);
  }
  // Array.prototype.sort is stable: equal counts stay in the order they were first given.
  return counted.sort((a, b) => b.count - a.count).slice(0, options.limit);
}

/**
 * Attempts at a question with a right answer, for its result: how many counted, and the most common
 * ones that did not (grouped by `key`, at most `wrongShown`). Each distinct attempt is judged once.
 */
export function tallyAttempts(
  texts: Iterable<string>,
  key: (text: string) => string,
  counts: (text: string) => boolean,
  wrongShown: number,
): { correct: number; wrong: TextCount[] } {
  let correct = 0;
  const wrong: TextCount[] = [];
  for (const group of countTexts(texts, key, { limit: Number.POSITIVE_INFINITY })) {
    if (counts(group.text)) correct += group.count;
    else if (wrong.length < wrongShown) wrong.push(group);
  }
  return { correct, wrong };
}
