import type { QuestionTypeViews } from '../question-type-views.ts';
import {
  WordCloudEditor,
  WordCloudHostQuestion,
  WordCloudPhoneAnswer,
  WordCloudResult,
} from './word-cloud-views.tsx';

export const wordCloudViews: QuestionTypeViews<'word_cloud'> = {
  labelKey: 'question_types.word_cloud',
  Editor: WordCloudEditor,
  HostQuestion: WordCloudHostQuestion,
  PhoneAnswer: WordCloudPhoneAnswer,
  Result: WordCloudResult,
};
