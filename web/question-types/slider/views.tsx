import i18next from 'i18next';
import type { QuestionTypeViews } from '../question-type-views.ts';
import { SliderEditor } from './slider-editor.tsx';
import { SliderHostQuestion } from './slider-host.tsx';
import { formatNumber, scaleDecimals } from './slider-maths.ts';
import { SliderGivenAnswer, SliderPhoneAnswer } from './slider-phone.tsx';
import { SliderResult } from './slider-result.tsx';
import './slider.css';

export const sliderViews: QuestionTypeViews<'slider'> = {
  labelKey: 'question_types.slider',
  Editor: SliderEditor,
  HostQuestion: SliderHostQuestion,
  PhoneAnswer: SliderPhoneAnswer,
  GivenAnswer: SliderGivenAnswer,
  Result: SliderResult,
  answerText(screen, answer) {
    if (answer.kind !== 'number') return '';
    const shown = formatNumber(answer.value, i18next.language, scaleDecimals(screen));
    return screen.unit ? `${shown} ${screen.unit}` : shown;
  },
  correctText(screen, summary) {
    if (summary.correct_value === null) return null;
    const shown = formatNumber(summary.correct_value, i18next.language, scaleDecimals(screen));
    return screen.unit ? `${shown} ${screen.unit}` : shown;
  },
};
