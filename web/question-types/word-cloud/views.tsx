import type { QuestionTypeViews } from '../question-type-views.ts';
import {
  WordCloudEditor,
  WordCloudGivenAnswer,
  WordCloudHostQuestion,
  WordCloudPhoneAnswer,
  WordCloudResult,
  wordCloudAnswerText,
  wordCloudCorrectText,
} from './word-cloud-views.tsx';

export const wordCloudViews: QuestionTypeViews<'word_cloud'> = {
  labelKey: 'question_types.word_cloud',
  Editor: WordCloudEditor,
  HostQuestion: WordCloudHostQuestion,
  PhoneAnswer: WordCloudPhoneAnswer,
  GivenAnswer: WordCloudGivenAnswer,
  Result: WordCloudResult,
  answerText: wordCloudAnswerText,
  correctText: wordCloudCorrectText,
};
