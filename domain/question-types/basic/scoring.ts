import type { ChoiceAnswer } from '../player-answer.ts';
import { type AnswerTiming, speedWeighted, type Verdict } from '../question-type.ts';
import type { BasicQuestion } from './schema.ts';

/**
 * Scoring of `basic` (no partial credit):
 * - `one` (OR): correct when at least one pick is correct and none is wrong;
 * - `all` (AND): correct only when the picks are exactly the correct answers;
 * - a poll has no correct answer and scores nothing.
 * A correct answer earns the score of the best correct answer, weighted by speed (speedWeighted).
 */
export function isBasicCorrect(question: BasicQuestion, picked: readonly string[]): boolean {
  if (question.kind === 'poll' || picked.length === 0) return false;
  const correct = new Set(question.answers.filter((a) => a.is_correct).map((a) => a.answer_id));
  const picks = new Set(picked);
  const noWrongPick = [...picks].every((id) => correct.has(id));
  if (question.answers_required === 'one') return noWrongPick;
  return noWrongPick && picks.size === correct.size;
}

export function scoreBasic(question: BasicQuestion, answer: ChoiceAnswer, timing: AnswerTiming): Verdict {
  if (!isBasicCorrect(question, answer.answerIds)) return { correct: false, points: 0 };
  const score = Math.max(...question.answers.filter((a) => a.is_correct).map((a) => a.score));
  return { correct: true, points: speedWeighted(score, timing) };
}
