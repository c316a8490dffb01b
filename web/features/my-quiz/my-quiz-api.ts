import type { SharedWithMeItem } from '../../../api/contracts/quiz-sharing.ts';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import type { Membership } from '../../../api/contracts/schools.ts';
import { apiGet } from '../../http/api-client.ts';

/** The signed-in creator's quizzes, the most recently changed first. */
export function fetchMyQuizzes(): Promise<QuizView[]> {
  return apiGet<QuizView[]>('/api/quizzes/mine');
}

/** Quizzes others shared with the signed-in user, with their owner and rights. */
export function fetchSharedWithMe(): Promise<SharedWithMeItem[]> {
  return apiGet<SharedWithMeItem[]>('/api/quizzes/shared-with-me');
}

/** The signed-in user's schools with their standing there: who runs a school gets its Manage School tab. */
export function fetchMySchools(): Promise<Membership[]> {
  return apiGet<Membership[]>('/api/schools/mine');
}
