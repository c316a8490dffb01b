import type { MusicSearchReply } from '../../api/contracts/music.ts';
import { apiGet, apiRequest } from './api-client.ts';

/** A 10 MB clip on a slow school network. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /api/quizzes/upload-audio: the clip of a music question, as multipart (field `file`). */
export function uploadQuizAudio(file: File): Promise<{ upload_path: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('POST', '/api/quizzes/upload-audio', body, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** GET /api/music/search: fails with `music_search_not_available` when the installation has no provider. */
export function searchMusic(text: string): Promise<MusicSearchReply> {
  return apiGet<MusicSearchReply>(`/api/music/search?q=${encodeURIComponent(text)}`);
}
