import { fileTypeFromBuffer } from 'file-type';
import { AUDIO_TYPES } from '../../../domain/shared/upload-rules.ts';
import { ApiError } from '../../errors.ts';

/**
 * Judges a sound upload by its content, never by the name or type the browser claims: the bytes must
 * be one of the formats browsers play, within the size limit. Returns the extension to store it under.
 */
export async function checkAudio(bytes: Buffer, limits: { maxBytes: number }): Promise<string> {
  if (bytes.length === 0) throw new ApiError(400, 'upload_audio_invalid_type');
  if (bytes.length > limits.maxBytes) throw new ApiError(413, 'upload_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? AUDIO_TYPES[detected.ext] : undefined;
  if (!extension) throw new ApiError(400, 'upload_audio_invalid_type');
  return extension;
}
