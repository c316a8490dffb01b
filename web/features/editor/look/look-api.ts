import type { EditorQuizView } from '../../../../api/contracts/quizzes.ts';
import type { QuizLook } from '../../../../domain/quiz/look.ts';
import { apiRequest } from '../../../http/api-client.ts';

/** PUT /api/quizzes/id/{id}/look: the whole look; the quiz as it now is. */
export const saveLook = (quizId: string, look: QuizLook) =>
  apiRequest<EditorQuizView>('PUT', `/api/quizzes/id/${encodeURIComponent(quizId)}/look`, look);

/** POST /api/quizzes/upload-audio: the background music's file, stored like a music question's clip. */
export async function uploadMusic(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = await apiRequest<{ upload_path: string }>('POST', '/api/quizzes/upload-audio', body, {
    timeoutMs: 120_000,
  });
  return reply.upload_path;
}
