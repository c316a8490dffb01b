import type { QuestionTypeViews } from '../question-type-views.ts';
import { SlideContent } from './slide-content.tsx';
import { SlideEditor } from './slide-editor.tsx';
import './slide.css';

/**
 * A slide: the same content on the projector and the phones (the video on the projector only). It
 * has nothing to answer, so no answer is ever given and there is no result: those views draw nothing.
 */
export const slideViews: QuestionTypeViews<'slide'> = {
  labelKey: 'question_types.slide',
  ownPicture: true,
  Editor: SlideEditor,
  HostQuestion: ({ screen }) => <SlideContent screen={screen} withVideo />,
  PhoneAnswer: ({ screen }) => <SlideContent screen={screen} withVideo={false} />,
  GivenAnswer: () => null,
  Result: () => null,
  answerText: () => '',
  correctText: () => null,
};
