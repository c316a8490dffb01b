import { scoreBasic } from '../basic/scoring.ts';
import type { ChoiceAnswer } from '../player-answer.ts';
import type { AnswerTiming, Verdict } from '../question-type.ts';
import { asBasic } from './as-basic.ts';
import type { MusicQuestion } from './schema.ts';

/**
 * Scoring of `music`: exactly basic's multiple choice (basic/scoring.ts), the clip changes nothing —
 * `one` (OR) correct with a correct pick and no wrong one, `all` (AND) only with exactly the correct
 * picks; a correct answer earns the best correct answer's score, weighted by speed.
 */
export const scoreMusic = (question: MusicQuestion, answer: ChoiceAnswer, timing: AnswerTiming): Verdict =>
  scoreBasic(asBasic(question), answer, timing);
