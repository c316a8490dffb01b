import { fileTypeFromBuffer } from 'file-type';
import { VIDEO_MAX_BYTES, VIDEO_TYPES } from '../../../domain/shared/upload-rules.ts';
import { ApiError } from '../../errors.ts';
import { isWholeMovie } from './video-container.ts';

/**
 * Judges a video by its content, never by the name or type the browser claims (spec §5: 10 MB;
 * spec §2: mp4 or mov): its first bytes say which of the two it is, and its boxes must make a whole
 * movie with a video track, so a valid header followed by padding is refused. Returns the extension it
 * is stored under.
 */
export async function checkVideo(bytes: Buffer): Promise<'mp4' | 'mov'> {
  if (bytes.length === 0) throw new ApiError(400, 'upload_video_invalid_type');
  if (bytes.length > VIDEO_MAX_BYTES) throw new ApiError(413, 'upload_too_large');
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? VIDEO_TYPES[detected.ext] : undefined;
  if (!extension) throw new ApiError(400, 'upload_video_invalid_type');
  if (!isWholeMovie(bytes)) throw new ApiError(400, 'upload_video_broken');
  return extension;
}
