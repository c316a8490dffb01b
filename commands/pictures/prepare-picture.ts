import os from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { PICTURE_SIZES, type PictureSize, sizeSuffix } from '../../domain/shared/picture.ts';
import type { MediaFile } from '../media-store/port.ts';

// Each upload is read once and written a few times; libvips' cache would only hold memory between uploads.
sharp.cache(false);
// One libvips thread per picture: pictures run side by side instead (decodeSlots), and fewer threads
// mean fewer malloc arenas, which is most of what a burst of uploads would otherwise keep resident.
sharp.concurrency(1);

/** The placeholder's longest side: enough for the colours to show, a few hundred bytes as a data URL. */
const PLACEHOLDER_SIDE = 16;
const QUALITY: Record<PictureSize, number> = { phone: 72, screen: 80 };

export interface PreparedPicture {
  /** The original first, then each size, ready for MediaStore.putSet. */
  files: MediaFile[];
  /** A tiny, blurred WebP as a data URL, shown while the picture loads. */
  placeholder: string;
  /** The picture's size after turning it upright (EXIF orientation). */
  width: number;
  height: number;
}

/**
 * The sizes the screens need (domain/shared/picture.ts PICTURE_SIZES), resized by sharp (libvips), never
 * enlarged, turned upright, and without the camera's metadata (a phone photo's GPS position would
 * otherwise go out to every player). The original is kept as it was uploaded, for a later crop or size.
 * An animated GIF or WebP stays animated in its sizes. Bytes that sharp cannot decode are an invalid image.
 */
export function preparePicture(bytes: Buffer, extension: string): Promise<PreparedPicture | null> {
  return decodeSlots(() => prepare(bytes, extension));
}

/**
 * Pictures prepared at once: one per core. Decoding a 12-megapixel photo holds about 50 MB, so a
 * class uploading at the same moment would otherwise take the server's memory up with it (bench:media);
 * the others wait their turn, which costs no throughput since each decode already keeps a core busy.
 */
const decodeSlots = pLimit(Math.max(1, os.availableParallelism()));

async function prepare(bytes: Buffer, extension: string): Promise<PreparedPicture | null> {
  try {
    const animated = extension === 'gif' || extension === 'webp';
    const source = () => sharp(bytes, { animated, failOn: 'error' }).rotate();
    // One size after the other: a large original is decoded once at a time, which bounds the memory
    // an upload takes (libvips streams each pipeline; several at once would hold several decodes).
    const sizes: MediaFile[] = [];
    for (const size of Object.keys(PICTURE_SIZES) as PictureSize[]) {
      const resized = await source()
        .resize({ ...PICTURE_SIZES[size], fit: 'inside', withoutEnlargement: true })
        .webp({ quality: QUALITY[size], effort: 4 })
        .toBuffer();
      sizes.push({ suffix: sizeSuffix(size), bytes: resized });
    }
    // The placeholder comes from the smallest size: decoding a few kB, not the original again.
    const tiny = await sharp(sizes[0]!.bytes)
      .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: 'inside' })
      .blur(0.6)
      .webp({ quality: 40 })
      .toBuffer();
    const meta = await source().metadata();
    const upright = (meta.orientation ?? 1) >= 5;
    const width = (upright ? meta.height : meta.width) ?? 0;
    // An animated picture's metadata height is all its frames stacked: one frame is `pageHeight`.
    const height = (upright ? meta.width : (meta.pageHeight ?? meta.height)) ?? 0;
    return {
      files: [{ suffix: extension, bytes }, ...sizes],
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      width,
      height,
    };
  } catch {
    return null;
  }
}
