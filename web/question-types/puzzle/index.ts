import type { QuestionTypeViews } from '../question-type-views.ts';
import { PuzzleEditor } from './editor.tsx';
import { PuzzleHost } from './host-question.tsx';
import { PuzzlePhone } from './phone-answer.tsx';
import { PuzzleResult } from './result.tsx';

export const puzzleViews: QuestionTypeViews<'puzzle'> = {
  labelKey: 'question_types.puzzle',
  Editor: PuzzleEditor,
  HostQuestion: PuzzleHost,
  PhoneAnswer: PuzzlePhone,
  Result: PuzzleResult,
};
