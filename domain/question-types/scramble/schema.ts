import Type from 'typebox';
import { AnswerSchema, commonQuestionFields } from '../common.ts';
import type { TextCount } from '../text-answer.ts';

/** Letters a phone 375 px wide shows as tiles in a few rows, and a player can rebuild within the time. */
export const SCRAMBLE_PHRASE_MAX = 40;
export const WRONG_ANSWERS_SHOWN = 5;

/**
 * `scramble`: the creator writes one word or phrase (the title of the question's single answer); players
 * see its letters shuffled and rebuild it.
 */
export const ScrambleQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('scramble'),
  answers: Type.Array(AnswerSchema, { maxItems: 2 }),
});
export type ScrambleQuestion = Type.Static<typeof ScrambleQuestionSchema>;

/** What players see: the letters in a shuffled order and the length of each word. Never the phrase in order. */
export interface ScrambleScreen {
  question_type: 'scramble';
  /** Each letter (or other character) of the phrase once, spaces left out, lower case, shuffled. */
  letters: string[];
  /** How many letters each word has, in order: the slots the player fills ("ice cream": [3, 5]). */
  word_lengths: number[];
}

export interface ScrambleSummary {
  question_type: 'scramble';
  /** The phrase; null when the quiz does not show the correct answer. */
  solution: string | null;
  /** How many rebuilt it. */
  correct: number;
  /** The most common wrong attempts, each in the form it was first sent, with how many sent it. */
  wrong: TextCount[];
}
