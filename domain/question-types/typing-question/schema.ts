import Type from 'typebox';
import { AnswerSchema, commonQuestionFields } from '../common.ts';
import type { TextCount } from '../text-answer.ts';

/** A few spellings or synonyms are enough ("Oslo", "Christiania", "Kristiania"). */
export const ACCEPTED_ANSWERS_MAX = 10;
/**
 * The loosest tolerance a creator may choose: below half, a typed answer would count while most of it
 * is wrong ("Paris" would accept "Pisa").
 */
export const ACCEPTED_PERCENTAGE_MIN = 50;
export const ACCEPTED_PERCENTAGE_EXACT = 100;
/** The wrong answers the result shows: enough to discuss, few enough to read from the back of a room. */
export const WRONG_ANSWERS_SHOWN = 5;

/** Spec §3 Answer data: how close a typed answer must be to this accepted answer. */
export const AcceptedDataSchema = Type.Object({
  /** Similarity (0–100) a typed answer needs to count; 100 is exact (after case, accents and spacing). */
  accepted_percentage: Type.Number(),
  /** Spec §4: true means accepted_percentage 100, false means 0 (then the creator chooses a tolerance). */
  completely_correct: Type.Boolean(),
});
export type AcceptedData = Type.Static<typeof AcceptedDataSchema>;

export const AcceptedAnswerSchema = Type.Object({
  ...AnswerSchema.properties,
  data: AcceptedDataSchema,
});
export type AcceptedAnswer = Type.Static<typeof AcceptedAnswerSchema>;

/**
 * `typing_question`: the player types the answer. Every answer of the question is an accepted answer
 * (all correct), each with its own tolerance and score.
 */
export const TypingQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('typing_question'),
  answers: Type.Array(AcceptedAnswerSchema, { maxItems: ACCEPTED_ANSWERS_MAX * 2 }),
});
export type TypingQuestion = Type.Static<typeof TypingQuestionSchema>;

/** What players see: a field to type in, and how long the answer may be. Never the accepted answers. */
export interface TypingScreen {
  question_type: 'typing_question';
  max_length: number;
}

export interface TypingSummary {
  question_type: 'typing_question';
  /** The accepted answers as written; null when the quiz does not show the correct answer. */
  accepted: string[] | null;
  /** How many typed an answer that counted. */
  correct: number;
  /** The most common answers that did not count, each in the form it was first typed, with how many typed it. */
  wrong: TextCount[];
}
