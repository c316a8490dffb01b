import { apiGet } from '../../../http/api-client.ts';
import type { QuizLogPage } from './log-summary.ts';

/**
 * A page of the quiz's audit log, newest first (pages count from 1). Page 1 is asked for without
 * `?page=`: the server does not coerce query strings (api/create-fastify.ts `coerceTypes: false`), so
 * today it refuses any `page` as `validation_failed` (see the report of the editor work).
 */
export function fetchQuizLog(quizId: string, page: number): Promise<QuizLogPage> {
  const query = page > 1 ? `?page=${page}` : '';
  return apiGet<QuizLogPage>(`/api/quiz-logs/${encodeURIComponent(quizId)}${query}`);
}
