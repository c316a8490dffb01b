import type { QuestionTypeViews } from '../question-type-views.ts';
import { ScrambleEditor } from './scramble-editor.tsx';
import { ScramblePhoneAnswer } from './scramble-phone.tsx';
import { ScrambleHostQuestion, ScrambleResult } from './scramble-views.tsx';

export const scrambleViews: QuestionTypeViews<'scramble'> = {
  labelKey: 'question_types.scramble',
  Editor: ScrambleEditor,
  HostQuestion: ScrambleHostQuestion,
  PhoneAnswer: ScramblePhoneAnswer,
  Result: ScrambleResult,
};
