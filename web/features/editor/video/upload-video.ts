import { VIDEO_MAX_BYTES } from '../../../../domain/shared/upload-rules.ts';
import { apiRequest } from '../../../http/api-client.ts';

/** What the file picker offers: the formats the server takes (spec §2: mp4 and mov). */
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,.mp4,.mov';
const VIDEO_MIME_TYPES = new Set(['video/mp4', 'video/quicktime']);

/** Why a chosen file cannot be a video, before it is sent (the server judges it again, by content). */
export function videoFileProblem(file: { type: string; size: number }): string | null {
  if (file.type && !VIDEO_MIME_TYPES.has(file.type)) return 'upload_video_invalid_type';
  if (file.size > VIDEO_MAX_BYTES) return 'upload_too_large';
  return null;
}

/** Ten megabytes on a school network: two minutes before we call it lost. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /api/quizzes/upload-video (multipart, field `file`): the media path to keep. */
export async function uploadVideo(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = await apiRequest<{ upload_path: string }>('POST', '/api/quizzes/upload-video', body, {
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return reply.upload_path;
}
