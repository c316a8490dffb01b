import type { QuestionTypeViews } from '../question-type-views.ts';
import { puzzleAnswerText, puzzleCorrectText } from './answer-text.ts';
import { PuzzleEditor } from './editor.tsx';
import { PuzzleGivenAnswer } from './given-answer.tsx';
import { PuzzleHost } from './host-question.tsx';
import { PuzzlePhone } from './phone-answer.tsx';
import { PuzzleResult } from './result.tsx';

export const puzzleViews: QuestionTypeViews<'puzzle'> = {
  labelKey: 'question_types.puzzle',
  ownPicture: true,
  Editor: PuzzleEditor,
  HostQuestion: PuzzleHost,
  PhoneAnswer: PuzzlePhone,
  GivenAnswer: PuzzleGivenAnswer,
  Result: PuzzleResult,
  answerText: puzzleAnswerText,
  correctText: puzzleCorrectText,
};
