import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { decodedPixels } from '../../../commands/pictures/decoded-pixels.ts';
import { IMAGE_TYPES } from '../../../domain/shared/upload-rules.ts';
import { ApiError } from '../../errors.ts';

/**
 * Judges an upload by its content, never by the name or type the browser
 * claims: the bytes must be one of the image formats we serve, and within
 * the size and dimension limits, every frame of an animated one counted.
 */
export async function checkImage(
  bytes: Buffer,
  limits: { maxBytes: number; maxDimension: number },
): Promise<string> {
  if (bytes.length === 0) throw new ApiError(400, 'upload_invalid_type');
  if (bytes.length > limits.maxBytes) throw new ApiError(413, 'upload_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? IMAGE_TYPES[detected.mime] : undefined;
  if (!extension) throw new ApiError(400, 'upload_invalid_type');
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new ApiError(400, 'upload_invalid_type');
  }
  if (!size.width || !size.height || size.width > limits.maxDimension || size.height > limits.maxDimension) {
    throw new ApiError(400, 'upload_image_too_big');
  }
  // Every frame is decoded (and shown): an animated picture's frames together may hold no more pixels
  // than the largest still picture, or a 100 kB GIF of three 8192 × 8192 frames passes as one.
  const pixels = await decodedPixels(bytes);
  if (pixels === null) throw new ApiError(400, 'upload_invalid_type');
  if (pixels > limits.maxDimension * limits.maxDimension) {
    throw new ApiError(400, 'upload_image_too_big');
  }
  return extension;
}
