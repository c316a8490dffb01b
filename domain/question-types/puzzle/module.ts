import type { OrderAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { readOrderAnswer } from '../shared/order-answer.ts';
import { checkPuzzle } from './check.ts';
import { newPuzzle, puzzleFrom } from './editing.ts';
import { solvedPieces, startingPieces } from './pieces.ts';
import {
  type PuzzleQuestion,
  PuzzleQuestionSchema,
  type PuzzleScreen,
  type PuzzleSummary,
} from './schema.ts';
import { isPuzzleSolved, scorePuzzle } from './scoring.ts';

export const puzzleType: QuestionTypeModule<PuzzleQuestion, OrderAnswer, PuzzleScreen, PuzzleSummary> = {
  type: 'puzzle',
  schema: PuzzleQuestionSchema,
  answerKind: 'order',
  scored: true,
  create: newPuzzle,
  convert: puzzleFrom,
  check: checkPuzzle,
  publicView: (question) => ({
    question_type: 'puzzle',
    image: question.image ?? '',
    puzzle_block: question.puzzle_block,
    pieces: startingPieces(question.puzzle_block, question.question_id),
  }),
  readAnswer: (question, answer) => readOrderAnswer(solvedPieces(question.puzzle_block), answer),
  score: scorePuzzle,
  summarize: (question, answers, showCorrect) => ({
    question_type: 'puzzle',
    solved: answers.filter((answer) => isPuzzleSolved(question, answer.answerIds)).length,
    caption: showCorrect ? (question.answers[0]?.title ?? '') : null,
  }),
};
