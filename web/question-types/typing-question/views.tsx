import type { QuestionTypeViews } from '../question-type-views.ts';
import { TypingEditor } from './typing-editor.tsx';
import { TypingHostQuestion, TypingPhoneAnswer, TypingResult } from './typing-views.tsx';

export const typingViews: QuestionTypeViews<'typing_question'> = {
  labelKey: 'question_types.typing_question',
  Editor: TypingEditor,
  HostQuestion: TypingHostQuestion,
  PhoneAnswer: TypingPhoneAnswer,
  Result: TypingResult,
};
