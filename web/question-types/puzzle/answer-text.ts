import i18next from 'i18next';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type { PuzzleScreen, PuzzleSummary } from '../../../domain/question-types/puzzle/index.ts';
import { isSolvedOrder } from './puzzle-board.ts';

/** A puzzle answer in words: it is either whole or not (the report's table, the replay). */
export function puzzleAnswerText(_screen: PuzzleScreen, answer: PlayerAnswer): string {
  const solved = answer.kind === 'order' && isSolvedOrder(answer.answerIds);
  return i18next.t(solved ? 'question_views.puzzle.answer_solved' : 'question_views.puzzle.answer_unsolved');
}

/** The right answer is the whole picture; in words, its caption when it has one and the quiz shows it. */
export function puzzleCorrectText(_screen: PuzzleScreen, summary: PuzzleSummary): string | null {
  return summary.caption ? summary.caption : null;
}
