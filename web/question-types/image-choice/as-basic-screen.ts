import type { BasicScreen, BasicSummary } from '../../../domain/question-types/basic/index.ts';
import type {
  ImageChoiceSummary,
  ImageChoiceType,
  RevealImageScreen,
  ScaleImageScreen,
} from '../../../domain/question-types/image-choice/index.ts';

/*
 * A picture question is answered exactly like basic multiple choice: its phone, its result and its
 * answer in words are basic's views, fed these basic-shaped copies (one set of views, not two).
 */

export const asBasicScreen = (screen: ScaleImageScreen | RevealImageScreen): BasicScreen => ({
  question_type: 'basic',
  kind: 'multiple_choice',
  answers_required: screen.answers_required,
  chart_type: 'bar',
  answers: screen.answers,
});

export const asBasicSummary = (summary: ImageChoiceSummary<ImageChoiceType>): BasicSummary => ({
  question_type: 'basic',
  correct_answer_ids: summary.correct_answer_ids,
  distribution: summary.distribution,
});
