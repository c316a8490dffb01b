import type { ErrorCode } from '../../shared/error-codes.ts';
/*
 * Spec §5 "required media per type": the picture types (scale_image, reveal_image, puzzle, hotspot)
 * are nothing without their image.
 */

/** A media path as `POST /api/quizzes/upload-image` hands it out; anything else would not load on the phones. */
export const isMediaPath = (image: string | null | undefined): image is string =>
  typeof image === 'string' && image.startsWith('/media/') && image.length > '/media/'.length;

/** The question's image, or the problem the editor shows beside the image field. */
export function requiredImage(image: string | null | undefined): { image: string } | { problem: ErrorCode } {
  return isMediaPath(image) ? { image } : { problem: 'question_image_required' };
}

/**
 * A common check's verdict as a picture question tells it: for these types a picture from elsewhere is
 * not a bad optional picture (`image_path_invalid`) but a missing required one.
 */
export function asImageRequired<T, P extends { problem: ErrorCode; answer?: number }>(checked: T | P): T | P {
  const problem = checked as Partial<P>;
  if (problem.problem === 'image_path_invalid' && problem.answer === undefined)
    return { problem: 'question_image_required' } as P;
  return checked;
}
