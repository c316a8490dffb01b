import Type from 'typebox';
import { commonQuestionFields } from '../common.ts';
import type { TextCount } from '../text-answer.ts';

/** A word or a short phrase: what fits legibly in a cloud. */
export const WORD_MAX = 30;
/** The words the cloud shows: more would not be legible from the back of a room. */
export const WORDS_SHOWN = 50;

/**
 * `word_cloud` (beyond the spec, asked for by users): an open poll. Each player sends a word or a short
 * phrase; the cloud shows the words given, the most frequent largest. No answers to author, no score.
 */
export const WordCloudQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('word_cloud'),
});
export type WordCloudQuestion = Type.Static<typeof WordCloudQuestionSchema>;

export interface WordCloudScreen {
  question_type: 'word_cloud';
  max_length: number;
}

export interface WordCloudSummary {
  question_type: 'word_cloud';
  /** The words given (lower case, spaces single), most frequent first, at most 50. */
  words: TextCount[];
  /** How many words were given in all (the cloud's words may be fewer: only the top 50 are kept). */
  total: number;
}
