import { type CommonQuestion, DEFAULT_TIME_LIMIT_SECONDS } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import type { Slide } from './schema.ts';

/** A new, empty slide: the creator adds a heading, text, an image or a video. */
export function newSlide(deps: NewQuestionDeps): Slide {
  return {
    question_id: deps.newId(),
    question_type: 'slide',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    image: null,
    content: '',
    video: null,
    video_time: 0,
    video_mute: false,
    video_loop: false,
  };
}

type VideoFields = { video?: unknown; video_time?: unknown; video_mute?: unknown; video_loop?: unknown };

/**
 * A question turned into a slide: its title becomes the heading; time, explanation and image kept;
 * its video and video flags kept where it had them (spec §3 Question has the same fields). Its
 * answers go: a slide asks nothing.
 */
export function slideFrom(
  from: CommonQuestion & { answers?: ReadonlyArray<unknown> } & VideoFields,
  deps: NewQuestionDeps,
): Slide {
  const fresh = newSlide(deps);
  return {
    ...fresh,
    question_id: from.question_id,
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    image: from.image ?? null,
    video: typeof from.video === 'string' ? from.video : null,
    video_time: Number.isInteger(from.video_time) ? (from.video_time as number) : 0,
    video_mute: from.video_mute === true,
    video_loop: from.video_loop === true,
  };
}
