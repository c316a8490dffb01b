import type { QuestionTypeViews } from '../question-type-views.ts';
import { sortingAnswerText, sortingCorrectText } from './answer-text.ts';
import { SortingListEditor } from './editor.tsx';
import { SortingListGivenAnswer } from './given-answer.tsx';
import { SortingListHost } from './host-question.tsx';
import { SortingListPhone } from './phone-answer.tsx';
import { SortingListResult } from './result.tsx';

export const sortingListViews: QuestionTypeViews<'sorting_list'> = {
  labelKey: 'question_types.sorting_list',
  Editor: SortingListEditor,
  HostQuestion: SortingListHost,
  PhoneAnswer: SortingListPhone,
  GivenAnswer: SortingListGivenAnswer,
  Result: SortingListResult,
  answerText: sortingAnswerText,
  correctText: sortingCorrectText,
};
