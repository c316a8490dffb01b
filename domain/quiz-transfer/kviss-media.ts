import type { QuizLook } from '../quiz/look.ts';
import type { PictureFields } from '../shared/picture.ts';

/*
 * The pictures a Kviss file carries (issue 12 item 10): an installation's own uploads are paths that mean
 * nothing on another one, so the export puts each uploaded picture's bytes in the file, keyed by the path
 * the quiz uses, and the import stores them again as if they had been uploaded there (the same checks
 * of content and size) and points the quiz at the new copies. Pure: the bytes are base64 text here.
 */

/** Where uploaded quiz pictures live; only these are the installation's own files to carry. */
export const UPLOADED_PICTURE_PREFIX = '/media/quiz-images/';
/** A cover, and a picture on each question and each of its answers, of the largest quiz. */
export const MEDIA_ENTRIES_MAX = 200 * 11 + 1;
/**
 * The pixels an import's pictures may hold together, in megapixels. Decoding and resizing is the cost
 * of an import (an 8192 × 8192 picture, a few kB as a PNG, takes a third of a second of CPU), so it is
 * bounded before anything is decoded: 500 megapixels is about 240 full-HD pictures (the size an export
 * carries: a picture on each question of the largest quiz, and more), a few seconds of work, where 50
 * huge pictures took 18 s. It also bounds what an import holds in memory: every picture is resized
 * before any is stored.
 */
export const IMPORT_PICTURE_MEGAPIXELS_MAX = 500;

/** The problem of pictures that together hold more pixels than an import decodes, or null. */
export function carriedPixelsProblem(pixels: number): { code: string; max: number } | null {
  return pixels > IMPORT_PICTURE_MEGAPIXELS_MAX * 1_000_000
    ? { code: 'import_pictures_too_large', max: IMPORT_PICTURE_MEGAPIXELS_MAX }
    : null;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

export const isUploadedPicture = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith(UPLOADED_PICTURE_PREFIX) && !path.includes('..');

/** Where a picture is used: 0 for the quiz's cover, else the question's number (from 1). */
export type PictureUse = Map<string, number>;

/** Every object that holds picture fields, however deep in a question (answers, hotspot images …). */
function eachPictureHolder(value: unknown, visit: (holder: PictureFields) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachPictureHolder(item, visit);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if ('image' in value) visit(value as PictureFields);
  for (const child of Object.values(value)) if (typeof child === 'object') eachPictureHolder(child, visit);
}

/** What of a quiz may hold uploaded pictures: its cover, its look's background, its questions. */
export type QuizWithPictures = PictureFields & {
  look?: QuizLook | null;
  questions: readonly unknown[];
};

/** The uploaded pictures a quiz shows, each with the first place it is used. */
export function uploadedPicturesOf(quiz: QuizWithPictures): PictureUse {
  const used: PictureUse = new Map();
  if (isUploadedPicture(quiz.image)) used.set(quiz.image, 0);
  const background = quiz.look?.background_image;
  if (isUploadedPicture(background) && !used.has(background)) used.set(background, 0);
  for (const [index, question] of quiz.questions.entries()) {
    eachPictureHolder(question, (holder) => {
      if (isUploadedPicture(holder.image) && !used.has(holder.image)) used.set(holder.image, index + 1);
    });
  }
  return used;
}

/** A picture's bytes as the file holds them. */
export const pictureDataUrl = (mime: string, base64: string) => `data:${mime};base64,${base64}`;

/** The base64 bytes of a data URL the file holds, or null when it is not a picture's data URL. */
export function pictureBytesOf(dataUrl: string): { mime: string; base64: string } | null {
  const match = DATA_URL.exec(dataUrl);
  return match ? { mime: match[1]!, base64: match[2]! } : null;
}

/** What a picture became when it was stored again: the fields that point at the new copy. */
export type StoredAgain = Required<Pick<PictureFields, 'image' | 'image_original' | 'image_placeholder'>>;

/** The quiz's pictures pointed at their new copies; pictures not stored again are left as they were. */
export function withPicturesStoredAgain<T extends QuizWithPictures>(
  quiz: T,
  stored: ReadonlyMap<string, StoredAgain>,
): T {
  const again = (holder: PictureFields): PictureFields => {
    const copy = holder.image ? stored.get(holder.image) : undefined;
    return copy ? { ...holder, ...copy } : holder;
  };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]) => [key, rewrite(child)]);
    const rebuilt = Object.fromEntries(entries) as PictureFields;
    return 'image' in rebuilt ? again(rebuilt) : rebuilt;
  };
  const look = quiz.look;
  const background = look?.background_image ? stored.get(look.background_image) : undefined;
  return {
    ...(again(quiz) as T),
    ...(look && background
      ? {
          look: {
            ...look,
            background_image: background.image,
            background_image_original: background.image_original,
          },
        }
      : {}),
    questions: quiz.questions.map(rewrite),
  };
}
