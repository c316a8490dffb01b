import type { QuestionTypeViews } from '../question-type-views.ts';
import { TypingEditor } from './typing-editor.tsx';
import {
  TypingGivenAnswer,
  TypingHostQuestion,
  TypingPhoneAnswer,
  TypingResult,
  typingAnswerText,
  typingCorrectText,
} from './typing-views.tsx';

export const typingViews: QuestionTypeViews<'typing_question'> = {
  labelKey: 'question_types.typing_question',
  Editor: TypingEditor,
  HostQuestion: TypingHostQuestion,
  PhoneAnswer: TypingPhoneAnswer,
  GivenAnswer: TypingGivenAnswer,
  Result: TypingResult,
  answerText: typingAnswerText,
  correctText: typingCorrectText,
};
