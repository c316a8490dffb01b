import type { ImageKeepReply, ImageSearchReply, UploadedImage } from '../../api/contracts/images.ts';
import { apiRequest } from './api-client.ts';

/** A large picture on a school network takes a while: a minute before we call it lost. */
const UPLOAD_TIMEOUT_MS = 60_000;
/** The server gives up on a found picture after 8 s (spec); a little more for the reply to come back. */
const KEEP_TIMEOUT_MS = 12_000;

/** POST /api/quizzes/upload-image (multipart, field `file`): the stored picture, its sizes and placeholder. */
export function uploadPicture(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('POST', '/api/quizzes/upload-image', body, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** POST /api/images/search: fails with `image_search_not_available` when the installation has no provider. */
export function searchPictures(text: string): Promise<ImageSearchReply> {
  return apiRequest('POST', '/api/images/search', { q: text });
}

/** POST /api/images/keep: a found picture, stored like an upload. */
export function keepPicture(url: string): Promise<ImageKeepReply> {
  return apiRequest('POST', '/api/images/keep', { url }, { timeoutMs: KEEP_TIMEOUT_MS });
}
