import type { Static } from 'typebox';
import type {
  CopyQuizBody,
  QuizSharingView,
  SharedQuizPreview,
  ShareQuizBody,
  ShareRightsBody,
} from '../../../api/contracts/quiz-sharing.ts';
import type { CaptchaChallenge, CreatedQuiz } from '../../../api/contracts/quizzes.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import { solveCaptcha } from '../../http/solve-captcha.ts';

const id = (value: string) => encodeURIComponent(value);

export const fetchSharing = (quizId: string) => apiGet<QuizSharingView>(`/api/quizzes/${id(quizId)}/shares`);

export const shareQuiz = (quizId: string, body: ShareQuizBody) =>
  apiRequest<QuizSharingView>('POST', `/api/quizzes/${id(quizId)}/shares`, body);

export const changeShare = (quizId: string, shareId: string, body: ShareRightsBody) =>
  apiRequest<QuizSharingView>('PATCH', `/api/quizzes/${id(quizId)}/shares/${id(shareId)}`, body);

export const removeShare = (quizId: string, shareId: string) =>
  apiRequest<QuizSharingView>('DELETE', `/api/quizzes/${id(quizId)}/shares/${id(shareId)}`);

export const createShareLink = (quizId: string) =>
  apiRequest<QuizSharingView>('POST', `/api/quizzes/${id(quizId)}/share-link`);

export const revokeShareLink = (quizId: string) =>
  apiRequest<QuizSharingView>('DELETE', `/api/quizzes/${id(quizId)}/share-link`);

/** The quiz behind a share link; works signed in or not. */
export const fetchSharedQuiz = (quizId: string, token: string) =>
  apiGet<SharedQuizPreview>(`/api/shared-quizzes/${id(quizId)}/${id(token)}`);

/** Copy to my quizzes (spec copyToMyQuiz): solves the server's captcha first, like creating a quiz. */
export async function copyToMyQuizzes(quizId: string, shareToken?: string): Promise<CreatedQuiz> {
  const challenge = await apiGet<Static<typeof CaptchaChallenge>>('/api/captcha');
  const body: CopyQuizBody = {
    captcha_response: await solveCaptcha(challenge),
    ...(shareToken ? { share_token: shareToken } : {}),
  };
  return apiRequest<CreatedQuiz>('POST', `/api/copyToMyQuiz/${id(quizId)}`, body);
}
