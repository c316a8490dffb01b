import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { apiGet } from '../../http/api-client.ts';

/** The signed-in creator's quizzes, the most recently changed first. */
export function fetchMyQuizzes(): Promise<QuizView[]> {
  return apiGet<QuizView[]>('/api/quizzes/mine');
}
