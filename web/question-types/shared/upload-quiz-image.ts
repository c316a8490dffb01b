import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../domain/shared/upload-rules.ts';
import { apiRequest } from '../../http/api-client.ts';

/** Why a chosen file cannot be a question's picture, before it is sent (the server checks again). */
export function imageFileProblem(file: {
  type: string;
  size: number;
}): 'upload_invalid_type' | 'upload_too_large' | null {
  if (!Object.hasOwn(IMAGE_TYPES, file.type)) return 'upload_invalid_type';
  if (file.size > IMAGE_MAX_BYTES) return 'upload_too_large';
  return null;
}

/** The formats the file picker offers: the ones the server takes. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

/** A large picture on a school network takes a while: a minute before we call it lost. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/quizzes/upload-image (multipart, field `file`): the media path (`/media/...`) to keep on the question. */
export async function uploadQuizImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = await apiRequest<{ upload_path: string }>('POST', '/api/quizzes/upload-image', body, {
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return reply.upload_path;
}
