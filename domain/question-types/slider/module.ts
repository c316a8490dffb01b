import type { NumberAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { checkSlider } from './check.ts';
import { newSliderQuestion, sliderFrom } from './editing.ts';
import { onScale } from './scale.ts';
import {
  type SliderQuestion,
  SliderQuestionSchema,
  type SliderScreen,
  type SliderSummary,
} from './schema.ts';
import { scoreSlider } from './scoring.ts';
import { summarizeSlider } from './summary.ts';

export const sliderType: QuestionTypeModule<SliderQuestion, NumberAnswer, SliderScreen, SliderSummary> = {
  type: 'slider',
  schema: SliderQuestionSchema,
  answerKind: 'number',
  scored: true,
  create: newSliderQuestion,
  convert: sliderFrom,
  check: checkSlider,
  publicView: (question) => ({
    question_type: 'slider',
    min: question.min,
    max: question.max,
    step: question.step,
    unit: question.unit ?? '',
  }),
  readAnswer(question, answer) {
    if (answer.kind !== 'number' || typeof answer.value !== 'number') return { problem: 'answer_invalid' };
    // Off the range, between two steps, NaN or Infinity: no slider could have sent it.
    const value = onScale(question, answer.value);
    return value === null ? { problem: 'answer_invalid' } : { kind: 'number', value };
  },
  score: scoreSlider,
  summarize: summarizeSlider,
};
