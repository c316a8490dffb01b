import type { QuestionTypeViews } from '../question-type-views.ts';
import { ScrambleEditor } from './scramble-editor.tsx';
import { ScramblePhoneAnswer } from './scramble-phone.tsx';
import {
  ScrambleGivenAnswer,
  ScrambleHostQuestion,
  ScrambleResult,
  scrambleAnswerText,
  scrambleCorrectText,
} from './scramble-views.tsx';

export const scrambleViews: QuestionTypeViews<'scramble'> = {
  labelKey: 'question_types.scramble',
  Editor: ScrambleEditor,
  HostQuestion: ScrambleHostQuestion,
  PhoneAnswer: ScramblePhoneAnswer,
  GivenAnswer: ScrambleGivenAnswer,
  Result: ScrambleResult,
  answerText: scrambleAnswerText,
  correctText: scrambleCorrectText,
};
