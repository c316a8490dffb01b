import type { EditorQuizView, SaveQuestionsBody, UpdateQuizBody } from '../../../api/contracts/quizzes.ts';
import { apiRequest } from '../../http/api-client.ts';
import type { DraftQuestion } from './question-factory.ts';

const quizPath = (id: string) => encodeURIComponent(id);

/** Title, description and settings: only the fields in `body` change. */
export function updateQuiz(body: UpdateQuizBody): Promise<EditorQuizView> {
  return apiRequest<EditorQuizView>('PUT', '/api/quizzes/update', body);
}

/**
 * The whole list as the editor has it; the server works out what was added, changed, moved or removed.
 * `expectedVersion`: the quiz's version the list was edited from (a change made elsewhere since is a 409).
 */
export function saveQuestions(
  id: string,
  questions: readonly DraftQuestion[],
  expectedVersion: number,
  clonedFrom?: Record<string, string>,
): Promise<EditorQuizView> {
  const body: SaveQuestionsBody = {
    questions: [...questions],
    expected_version: expectedVersion,
    ...(clonedFrom ? { cloned_from: clonedFrom } : {}),
  };
  return apiRequest<EditorQuizView>('PUT', `/api/quizzes/id/${quizPath(id)}/questions`, body);
}
