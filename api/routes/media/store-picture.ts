import type { MediaStore } from '../../../commands/media-store/port.ts';
import { type PreparedPicture, preparePicture } from '../../../commands/pictures/prepare-picture.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from '../../../domain/shared/upload-rules.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ApiError } from '../../errors.ts';
import { checkImage } from './check-image.ts';

export interface StoredPicture {
  /** The screen size (spec upload_path); phones find theirs by its name (domain/shared/picture.ts). */
  upload_path: string;
  image_original: string;
  image_placeholder: string;
  width: number;
  height: number;
}

/**
 * A quiz picture, uploaded or found, checked by its content (type, 4 MB, pixels), resized and kept
 * with its original in the media store. Nothing is stored unless every step succeeded.
 */
export async function storePicture(deps: Pick<AppDeps, 'media'>, bytes: Buffer): Promise<StoredPicture> {
  return storePrepared(deps.media, await checkedPicture(bytes));
}

/**
 * A picture checked and resized, stored nowhere yet: an import readies all its pictures before it
 * stores any (api/routes/quiz-transfer/carried-pictures.ts), so a refused one leaves no files behind.
 */
export async function checkedPicture(bytes: Buffer): Promise<PreparedPicture> {
  const extension = await checkImage(bytes, { maxBytes: IMAGE_MAX_BYTES, maxDimension: IMAGE_MAX_DIMENSION });
  const prepared = await preparePicture(bytes, extension);
  if (!prepared) throw new ApiError(400, 'upload_invalid_type');
  return prepared;
}

/** Keeps a readied picture and its sizes in the media store. */
export async function storePrepared(media: MediaStore, prepared: PreparedPicture): Promise<StoredPicture> {
  const [original, phone, screen] = await media.putSet('quiz-images', prepared.files);
  if (!original || !phone || !screen) throw new Error('the media store lost a size');
  return {
    upload_path: `/media/${screen}`,
    image_original: `/media/${original}`,
    image_placeholder: prepared.placeholder,
    width: prepared.width,
    height: prepared.height,
  };
}
