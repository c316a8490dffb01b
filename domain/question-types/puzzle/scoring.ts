import type { OrderAnswer } from '../player-answer.ts';
import { type AnswerTiming, speedWeighted, type Verdict } from '../question-type.ts';
import { solvedPieces } from './pieces.ts';
import type { PuzzleQuestion } from './schema.ts';

/**
 * Scoring of `puzzle` (no partial credit): correct only when every piece is in its place; then the single
 * answer's score, weighted by speed (speedWeighted). The phone sends the answer delayPuzzleDone (2 s) after
 * the last piece is placed, so those two seconds count as the player's time: they are the same for all.
 * A half-finished picture is not "nearly right" the way a nearly sorted list is; a puzzle is solved or not.
 */
export function isPuzzleSolved(question: PuzzleQuestion, order: readonly string[]): boolean {
  const solved = solvedPieces(question.puzzle_block);
  return order.length === solved.length && solved.every((id, i) => order[i] === id);
}

export function scorePuzzle(question: PuzzleQuestion, answer: OrderAnswer, timing: AnswerTiming): Verdict {
  if (!isPuzzleSolved(question, answer.answerIds)) return { correct: false, points: 0 };
  return { correct: true, points: speedWeighted(question.answers[0]?.score ?? 0, timing) };
}
