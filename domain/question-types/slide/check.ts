import {
  type Checked,
  characters,
  EXPLANATION_MAX,
  QUESTION_TITLE_MAX,
  TIME_LIMIT_MAX_SECONDS,
  TIME_LIMIT_MIN_SECONDS,
  tidy,
} from '../common.ts';
import { SLIDE_CONTENT_MAX, SLIDE_VIDEO_MAX, SLIDE_VIDEO_START_MAX, type Slide } from './schema.ts';

/** A video the phones can load: our own media store, or a secure link to a video site. */
function isVideoAddress(video: string): boolean {
  if (video.startsWith('/media/')) return video.length > '/media/'.length;
  try {
    return new URL(video).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A slide a game can show: something on it (a heading, text, an image or a video: spec §5 "no empty
 * questions"), each within its length; a heading is not required, unlike a question's title. The
 * time is checked as a question's, as it is how long the slide stays when the game moves on alone.
 */
export function checkSlide(slide: Slide): Checked<Slide> {
  const title = tidy(slide.title);
  if (characters(title) > QUESTION_TITLE_MAX) return { problem: 'question_title_too_long' };
  const limit = slide.time_limit;
  if (!Number.isInteger(limit) || limit < TIME_LIMIT_MIN_SECONDS || limit > TIME_LIMIT_MAX_SECONDS)
    return { problem: 'time_limit_invalid' };
  const explanation = tidy(slide.explanation ?? '');
  if (characters(explanation) > EXPLANATION_MAX) return { problem: 'explanation_too_long' };
  const content = tidy(slide.content);
  if (characters(content) > SLIDE_CONTENT_MAX) return { problem: 'slide_content_too_long' };
  const video = tidy(slide.video ?? '');
  if (video && (characters(video) > SLIDE_VIDEO_MAX || !isVideoAddress(video)))
    return { problem: 'slide_video_invalid' };
  const start = slide.video_time ?? 0;
  if (!Number.isInteger(start) || start < 0 || start > SLIDE_VIDEO_START_MAX)
    return { problem: 'slide_video_time_invalid' };
  if (!title && !content && !slide.image && !video) return { problem: 'slide_empty' };
  return { question: { ...slide, title, explanation, content, video: video || null } };
}
