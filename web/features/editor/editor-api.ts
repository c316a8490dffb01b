import type { EditorQuizView, QuizView, UpdateQuizBody } from '../../../api/contracts/quizzes.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import type { DraftQuestion } from './question-factory.ts';

const quizPath = (id: string) => encodeURIComponent(id);

/** The quiz as the signed-in user may see it: with the answer key only when they may edit it (`can_edit`). */
export function fetchQuiz(id: string): Promise<QuizView> {
  return apiGet<QuizView>(`/api/quizzes/id/${quizPath(id)}`);
}

/** Title, description and settings: only the fields in `body` change. */
export function updateQuiz(body: UpdateQuizBody): Promise<EditorQuizView> {
  return apiRequest<EditorQuizView>('PUT', '/api/quizzes/update', body);
}

/** The whole list as the editor has it; the server works out what was added, changed, moved or removed. */
export function saveQuestions(id: string, questions: readonly DraftQuestion[]): Promise<EditorQuizView> {
  return apiRequest<EditorQuizView>('PUT', `/api/quizzes/id/${quizPath(id)}/questions`, { questions });
}

export function toggleQuizStatus(id: string): Promise<EditorQuizView> {
  return apiRequest<EditorQuizView>('POST', `/api/quizzes/${quizPath(id)}/toggle-status`);
}
