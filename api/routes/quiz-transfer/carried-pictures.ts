import { fileTypeFromBuffer } from 'file-type';
import {
  type ImportedPicture,
  type KvissFile,
  pictureDataUrl,
  type StoredAgain,
  uploadedPicturesOf,
} from '../../../domain/quiz-transfer/index.ts';
import { IMAGE_TYPES } from '../../../domain/shared/upload-rules.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { ImportProblemView } from '../../contracts/quiz-transfer.ts';
import { ApiError } from '../../errors.ts';
import { storePicture } from '../media/store-picture.ts';

/**
 * The quiz's uploaded pictures as the export carries them (domain/quiz-transfer/kviss-media.ts): the
 * size the screens show, read from the media store. A picture whose file is gone stays a bare path.
 */
export async function picturesToCarry(
  deps: Pick<AppDeps, 'media'>,
  quiz: KvissFile['quiz'],
): Promise<Record<string, string>> {
  const media: Record<string, string> = {};
  // One at a time: a large quiz's pictures are read and encoded without holding them all twice.
  for (const path of uploadedPicturesOf(quiz).keys()) {
    const bytes = await deps.media.read(path.slice('/media/'.length));
    if (!bytes) continue;
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !IMAGE_TYPES[type.mime]) continue;
    media[path] = pictureDataUrl(type.mime, bytes.toString('base64'));
  }
  return media;
}

/**
 * Stores every carried picture as an upload would be stored (by content, 4 MB, pixels, resized), or
 * names each one refused, with the question that shows it. The pictures are few hundred at most and
 * resized one after another, so an import never holds the machine's cores for long at once.
 */
export async function storeCarriedPictures(
  deps: Pick<AppDeps, 'media'>,
  pictures: readonly ImportedPicture[],
): Promise<{ stored: Map<string, StoredAgain> } | { problems: ImportProblemView[] }> {
  const stored = new Map<string, StoredAgain>();
  const problems: ImportProblemView[] = [];
  for (const picture of pictures) {
    const where = picture.question === undefined ? {} : { question: picture.question };
    try {
      const copy = await storePicture(deps, Buffer.from(picture.base64, 'base64'));
      stored.set(picture.path, {
        image: copy.upload_path,
        image_original: copy.image_original,
        image_placeholder: copy.image_placeholder,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push({ code: error.code, ...where });
    }
  }
  return problems.length > 0 ? { problems } : { stored };
}
