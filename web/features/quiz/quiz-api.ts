import type { Static } from 'typebox';
import type {
  CaptchaChallenge,
  CreatedQuiz,
  CreateQuizBody,
  QuizView,
  UpdateQuizBody,
} from '../../../api/contracts/quizzes.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import { solveCaptcha } from './solve-captcha.ts';

/** Creates a quiz; first solves the server's captcha challenge (a moment of work that bots pay for too). */
export async function createQuiz(title: string): Promise<CreatedQuiz> {
  const challenge = await apiGet<Static<typeof CaptchaChallenge>>('/api/captcha');
  const body: CreateQuizBody = { title, captcha_response: await solveCaptcha(challenge) };
  return apiRequest<CreatedQuiz>('POST', '/api/quizzes/create', body);
}

export function fetchQuiz(id: string): Promise<QuizView> {
  return apiGet<QuizView>(`/api/quizzes/id/${encodeURIComponent(id)}`);
}

/** Replies with the quiz as stored after the change; other pages get it over the socket. */
export function updateQuizTitle(id: string, title: string): Promise<QuizView> {
  return apiRequest<QuizView>('PUT', '/api/quizzes/update', { _id: id, title } satisfies UpdateQuizBody);
}
