import type { QuestionTypeViews } from '../question-type-views.ts';
import { SortingListEditor } from './editor.tsx';
import { SortingListHost } from './host-question.tsx';
import { SortingListPhone } from './phone-answer.tsx';
import { SortingListResult } from './result.tsx';

export const sortingListViews: QuestionTypeViews<'sorting_list'> = {
  labelKey: 'question_types.sorting_list',
  Editor: SortingListEditor,
  HostQuestion: SortingListHost,
  PhoneAnswer: SortingListPhone,
  Result: SortingListResult,
};
