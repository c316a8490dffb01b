import type { QuestionTypeModule } from '../question-type.ts';
import { checkSlide } from './check.ts';
import { newSlide, slideFrom } from './editing.ts';
import { type Slide, SlideSchema, type SlideScreen, type SlideSummary } from './schema.ts';

/**
 * A slide: content between questions. Nothing to answer (`answerKind` null: the registry refuses any
 * answer before it reaches this module), nothing scored, nothing to sum up. The game shows it on
 * the quizmaster's screen and the phones and does not wait for answers.
 */
export const slideType: QuestionTypeModule<Slide, never, SlideScreen, SlideSummary> = {
  type: 'slide',
  schema: SlideSchema,
  answerKind: null,
  scored: false,
  create: newSlide,
  convert: slideFrom,
  check: checkSlide,
  publicView: (slide) => ({
    question_type: 'slide',
    content: slide.content,
    image: slide.image ?? null,
    video: slide.video ?? null,
    video_time: slide.video_time ?? 0,
    video_mute: slide.video_mute ?? false,
    video_loop: slide.video_loop ?? false,
  }),
  readAnswer: () => ({ problem: 'answer_invalid' }),
  score: () => ({ correct: false, points: 0 }),
  summarize: () => ({ question_type: 'slide' }),
};
