import Type from 'typebox';
import type { ErrorCode } from '../shared/error-codes.ts';
import {
  checkPicture,
  type PictureFields,
  pictureFields,
  type ShownPicture,
  shownPicture,
} from '../shared/picture.ts';
import { checkVideo, type VideoFields, videoFields } from '../shared/video.ts';

/*
 * What every question has (spec §3 Question and Answer), in the spec's field
 * names: the API, the editor, the quiz's events and the game's copy of it
 * share this one shape, so nothing maps between them. Each type's module adds
 * its own fields (question-type.ts).
 *
 * The schemas are TypeBox objects: plain data, no I/O, so they may live in the
 * domain. The HTTP contract validates with them and the types below are read
 * off them, so the rule and its transport guard cannot drift apart.
 */
export const QUESTION_TITLE_MAX = 250;
export const ANSWER_TITLE_MAX = 100;
/** Shown after the reveal: why the answer is what it is. */
export const EXPLANATION_MAX = 500;
/** Long timers are an accessibility need (USERS.md 13): up to ten minutes per question. */
export const TIME_LIMIT_MIN_SECONDS = 5;
export const TIME_LIMIT_MAX_SECONDS = 600;
export const DEFAULT_TIME_LIMIT_SECONDS = 30;
export const DEFAULT_ANSWER_SCORE = 1000;
export const ANSWER_SCORE_MAX = 10_000;
/** A media path as the media store hands it out (`/media/...`). */
export const MEDIA_PATH_MAX = 300;

/** Transport guards are generous (×4: a character may take four bytes); the rules below say the real limits. */
export const IdSchema = Type.String({ minLength: 1, maxLength: 64 });
export const MediaPathSchema = Type.String({ maxLength: MEDIA_PATH_MAX });

/** Fields every question type has; spread into each type's schema. */
export const commonQuestionFields = {
  question_id: IdSchema,
  title: Type.String({ maxLength: QUESTION_TITLE_MAX * 4 }),
  time_limit: Type.Integer({ description: 'seconds' }),
  /** Optional everywhere: questions written before it existed have none. */
  explanation: Type.Optional(Type.String({ maxLength: EXPLANATION_MAX * 4 })),
  /** Spec Question `status` (default true): an inactive question stays in the quiz but is not played. */
  status: Type.Optional(Type.Boolean()),
  /** The question's picture (spec image, image_original, image_source, image_coordinates; domain/shared/picture.ts). */
  ...pictureFields,
  /** Spec show_full_width_image_mobile: on phones the picture spans the screen's width, not a strip. */
  show_full_width_image_mobile: Type.Optional(Type.Boolean()),
  /** The question's video and how it plays (spec video fields; domain/shared/video.ts). */
  ...videoFields,
};

export const AnswerSchema = Type.Object({
  answer_id: IdSchema,
  title: Type.String({ maxLength: ANSWER_TITLE_MAX * 4 }),
  is_correct: Type.Boolean(),
  score: Type.Integer({ minimum: 0 }),
  /** An answer may have a picture of its own (spec §3 Answer), shown on its button. */
  ...pictureFields,
});
export type QuestionAnswer = Type.Static<typeof AnswerSchema>;

/** A choice as screens show it: its text and, when it has one, its picture. Never whether it is correct. */
export interface ChoiceOnScreen {
  answer_id: string;
  title: string;
  picture?: ShownPicture | null;
}

/** The picture only when there is one: every phone gets the screen, so absent beats `null` ten times. */
export function choiceOnScreen(answer: QuestionAnswer): ChoiceOnScreen {
  const picture = shownPicture(answer);
  return picture
    ? { answer_id: answer.answer_id, title: answer.title, picture }
    : { answer_id: answer.answer_id, title: answer.title };
}

export interface CommonQuestion extends PictureFields, VideoFields {
  question_id: string;
  question_type: string;
  title: string;
  time_limit: number;
  explanation?: string;
  status?: boolean;
  show_full_width_image_mobile?: boolean;
}

/** A problem with a question, an `errors.` code, and the answer (0-based) it concerns, if any. */
export interface QuestionProblem {
  problem: ErrorCode;
  answer?: number;
}
export type Checked<Q> = { question: Q } | QuestionProblem;

export const tidy = (text: string) => text.normalize('NFC').trim();
export const characters = (text: string) => [...text].length;

/** The title, time and explanation, tidied, or the first problem. Every type's check starts here. */
export function checkCommon<Q extends CommonQuestion>(question: Q): Checked<Q> {
  const title = tidy(question.title);
  if (!title) return { problem: 'question_title_required' };
  if (characters(title) > QUESTION_TITLE_MAX) return { problem: 'question_title_too_long' };
  const limit = question.time_limit;
  if (!Number.isInteger(limit) || limit < TIME_LIMIT_MIN_SECONDS || limit > TIME_LIMIT_MAX_SECONDS) {
    return { problem: 'time_limit_invalid' };
  }
  const explanation = tidy(question.explanation ?? '');
  if (characters(explanation) > EXPLANATION_MAX) return { problem: 'explanation_too_long' };
  const picture = checkPicture(question);
  if ('problem' in picture) return picture;
  const video = checkVideo(picture.picture);
  if ('problem' in video) return video;
  return { question: { ...video.video, title, explanation } };
}

/** An answer's title tidied, or its problem: empty, too long, or a score out of range. */
export function checkAnswerTitle(
  answer: QuestionAnswer,
  index: number,
  options: { maxLength?: number } = {},
): { answer: QuestionAnswer } | QuestionProblem {
  const title = tidy(answer.title);
  if (!title) return { problem: 'answer_title_required', answer: index };
  if (characters(title) > (options.maxLength ?? ANSWER_TITLE_MAX))
    return { problem: 'answer_title_too_long', answer: index };
  if (!Number.isInteger(answer.score) || answer.score < 0 || answer.score > ANSWER_SCORE_MAX) {
    return { problem: 'answer_score_invalid', answer: index };
  }
  const picture = checkPicture(answer);
  if ('problem' in picture) return { problem: picture.problem, answer: index };
  return { answer: { ...picture.picture, title } };
}

/** Every answer checked in order; the first problem wins. */
export function checkAnswers(
  answers: readonly QuestionAnswer[],
  options: { maxLength?: number } = {},
): { answers: QuestionAnswer[] } | QuestionProblem {
  const tidied: QuestionAnswer[] = [];
  for (const [index, answer] of answers.entries()) {
    const checked = checkAnswerTitle(answer, index, options);
    if ('problem' in checked) return checked;
    tidied.push(checked.answer);
  }
  return { answers: tidied };
}
