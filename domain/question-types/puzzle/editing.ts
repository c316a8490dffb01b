import { DEFAULT_ANSWER_SCORE, DEFAULT_TIME_LIMIT_SECONDS, type QuestionAnswer } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import { isQuestionAnswer } from '../shared/carried-answers.ts';
import { DEFAULT_PUZZLE_BLOCKS, type PuzzleQuestion } from './schema.ts';

const theAnswer = (newId: () => string, score = DEFAULT_ANSWER_SCORE): QuestionAnswer => ({
  answer_id: newId(),
  title: '',
  is_correct: true,
  score,
});

/** A new puzzle: four pieces (spec §9), one answer worth 1000 points, no image yet (the check asks for one). */
export function newPuzzle(deps: NewQuestionDeps): PuzzleQuestion {
  return {
    question_id: deps.newId(),
    question_type: 'puzzle',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    image: null,
    puzzle_block: DEFAULT_PUZZLE_BLOCKS,
    answers: [theAnswer(deps.newId)],
  };
}

/**
 * Another type's question as a puzzle (spec §4 "puzzle keeps a single answer"): title, time, explanation
 * and image kept; of its answers only the first, as the correct one (its text becomes the caption).
 */
export function puzzleFrom(
  from: {
    question_id: string;
    title: string;
    time_limit: number;
    explanation?: string;
    image?: string | null;
    answers?: ReadonlyArray<unknown>;
  },
  deps: NewQuestionDeps,
): PuzzleQuestion {
  const first = (from.answers ?? []).find(isQuestionAnswer);
  const answer = first
    ? { ...first, is_correct: true, score: first.score > 0 ? first.score : DEFAULT_ANSWER_SCORE }
    : theAnswer(deps.newId);
  return {
    question_id: from.question_id,
    question_type: 'puzzle',
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    image: from.image ?? null,
    puzzle_block: DEFAULT_PUZZLE_BLOCKS,
    answers: [answer],
  };
}
