import type { Static } from 'typebox';
import type {
  CaptchaChallenge,
  CreatedQuiz,
  CreateQuizBody,
  EditorQuizView,
  QuizView,
  UpdateQuizBody,
} from '../../api/contracts/quizzes.ts';
import { apiGet, apiRequest } from './api-client.ts';
import { solveCaptcha } from './solve-captcha.ts';

/** Creates a quiz; first solves the server's captcha challenge (a moment of work that bots pay for too). */
export async function createQuiz(title: string): Promise<CreatedQuiz> {
  const challenge = await apiGet<Static<typeof CaptchaChallenge>>('/api/captcha');
  const body: CreateQuizBody = { title, captcha_response: await solveCaptcha(challenge) };
  return apiRequest<CreatedQuiz>('POST', '/api/quizzes/create', body);
}

/** The quiz as the signed-in user may see it: with the answer key only when they may edit it (`can_edit`). */
export function fetchQuiz(id: string): Promise<QuizView> {
  return apiGet<QuizView>(`/api/quizzes/id/${encodeURIComponent(id)}`);
}

/** Replies with the quiz as stored after the change; other pages get it over the socket. */
export function updateQuizTitle(id: string, title: string): Promise<QuizView> {
  return apiRequest<QuizView>('PUT', '/api/quizzes/update', { _id: id, title } satisfies UpdateQuizBody);
}

/** Open ↔ closed; the my-quiz list and the editor both offer it. */
export function toggleQuizStatus(id: string): Promise<EditorQuizView> {
  return apiRequest<EditorQuizView>('POST', `/api/quizzes/${encodeURIComponent(id)}/toggle-status`);
}
