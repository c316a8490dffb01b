import type { CreatedQuiz, CreateQuizBody, QuizView } from '../../../api/contracts/quizzes.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';

/** The signed-in creator's quizzes, the most recently changed first. */
export function fetchMyQuizzes(): Promise<QuizView[]> {
  return apiGet<QuizView[]>('/api/quizzes/mine');
}

export function createQuiz(title: string): Promise<CreatedQuiz> {
  return apiRequest<CreatedQuiz>('POST', '/api/quizzes/create', { title } satisfies CreateQuizBody);
}
