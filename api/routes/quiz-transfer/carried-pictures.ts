import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { PreparedPicture } from '../../../commands/pictures/prepare-picture.ts';
import {
  carriedPixelsProblem,
  type ImportedPicture,
  type KvissFile,
  pictureDataUrl,
  type StoredAgain,
  uploadedPicturesOf,
} from '../../../domain/quiz-transfer/index.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION, IMAGE_TYPES } from '../../../domain/shared/upload-rules.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { ImportProblemView } from '../../contracts/quiz-transfer.ts';
import { ApiError } from '../../errors.ts';
import { checkImage } from '../media/check-image.ts';
import { checkedPicture, storePrepared } from '../media/store-picture.ts';

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
 * names each one refused, with the question that shows it. Nothing is stored until every picture has
 * passed, so a refused import leaves no files behind, and its cost is bounded before any is decoded:
 * first every picture's head is read (type, size, pixels; each refused one named), then the pixels of
 * all of them together are held to the import's budget (carriedPixelsProblem), then each is decoded
 * and resized (one after another, so an import never holds the machine's cores for long at once;
 * the first that cannot be decoded refuses the import), and only then are they all stored.
 */
export async function storeCarriedPictures(
  deps: Pick<AppDeps, 'media'>,
  pictures: readonly ImportedPicture[],
): Promise<{ stored: Map<string, StoredAgain> } | { problems: ImportProblemView[] }> {
  const problems: ImportProblemView[] = [];
  const where = (picture: ImportedPicture) =>
    picture.question === undefined ? {} : { question: picture.question };
  const refused = (picture: ImportedPicture, error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    problems.push({ code: error.code, ...where(picture) });
  };

  const read: Array<{ picture: ImportedPicture; bytes: Buffer }> = [];
  let pixels = 0;
  for (const picture of pictures) {
    const bytes = Buffer.from(picture.base64, 'base64');
    try {
      await checkImage(bytes, { maxBytes: IMAGE_MAX_BYTES, maxDimension: IMAGE_MAX_DIMENSION });
      const size = imageSize(bytes);
      pixels += (size.width ?? 0) * (size.height ?? 0);
      read.push({ picture, bytes });
    } catch (error) {
      refused(picture, error);
    }
  }
  if (problems.length > 0) return { problems };
  const tooMany = carriedPixelsProblem(pixels);
  if (tooMany) return { problems: [tooMany] };

  const ready: Array<{ picture: ImportedPicture; prepared: PreparedPicture }> = [];
  for (const { picture, bytes } of read) {
    try {
      ready.push({ picture, prepared: await checkedPicture(bytes) });
    } catch (error) {
      refused(picture, error);
      return { problems };
    }
  }

  const stored = new Map<string, StoredAgain>();
  for (const { picture, prepared } of ready) {
    const copy = await storePrepared(deps.media, prepared);
    stored.set(picture.path, {
      image: copy.upload_path,
      image_original: copy.image_original,
      image_placeholder: copy.image_placeholder,
    });
  }
  return { stored };
}
