import type {
  CreatedQuiz,
  CreateQuizBody,
  QuizView,
  UpdateQuizBody,
} from '../../../api/contracts/quizzes.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';

export function createQuiz(title: string): Promise<CreatedQuiz> {
  return apiRequest<CreatedQuiz>('POST', '/api/quizzes/create', { title } satisfies CreateQuizBody);
}

export function fetchQuiz(id: string): Promise<QuizView> {
  return apiGet<QuizView>(`/api/quizzes/id/${encodeURIComponent(id)}`);
}

/** Replies with the quiz as stored after the change; other pages get it over the socket. */
export function updateQuizTitle(id: string, title: string): Promise<QuizView> {
  return apiRequest<QuizView>('PUT', '/api/quizzes/update', { _id: id, title } satisfies UpdateQuizBody);
}
