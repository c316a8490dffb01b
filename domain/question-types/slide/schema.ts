import Type from 'typebox';
import { commonQuestionFields } from '../common.ts';

/** A slide's text: a few paragraphs to read from the back of a room, not a page. */
export const SLIDE_CONTENT_MAX = 1000;
/** A video's address: a media path or a link to a video site. */
export const SLIDE_VIDEO_MAX = 500;
/** Where the video starts, in seconds: up to a day, as no lesson video is longer. */
export const SLIDE_VIDEO_START_MAX = 86_400;

/**
 * A slide (spec §3 Slide: image, content, video and the video flags): something to show between
 * questions, with nothing to answer and no points. It is kept among the questions (so it has an id,
 * a place in the order and a `question_type`); `title` is its heading and may be empty;
 * `time_limit` is how long it stays when the game moves on by itself. `video` is for now a plain
 * address (a `/media/` path or an https link); `video_time` the second it starts at.
 */
export const SlideSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('slide'),
  content: Type.String({ maxLength: SLIDE_CONTENT_MAX * 4 }),
  video: Type.Optional(Type.Union([Type.String({ maxLength: SLIDE_VIDEO_MAX * 4 }), Type.Null()])),
  video_time: Type.Optional(Type.Integer({ minimum: 0 })),
  video_mute: Type.Optional(Type.Boolean()),
  video_loop: Type.Optional(Type.Boolean()),
});
export type Slide = Type.Static<typeof SlideSchema>;

/** Everything on a slide is for everyone to see: there is no answer key to hide. */
export interface SlideScreen {
  question_type: 'slide';
  content: string;
  image: string | null;
  video: string | null;
  video_time: number;
  video_mute: boolean;
  video_loop: boolean;
}

/** A slide has no answers, so nothing to sum up. */
export interface SlideSummary {
  question_type: 'slide';
}
