import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { useTopic } from '../../socket/use-topic.ts';

// The socket contract only accepts quiz ids that are UUIDs (api/contracts/socket.ts `Topic`).
const QUIZ_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function quizTopic(id: string): string | null {
  return QUIZ_ID.test(id) ? `quiz/${id}` : null;
}

export function isQuizView(data: unknown): data is QuizView {
  if (typeof data !== 'object' || data === null) return false;
  const view = data as Partial<Record<keyof QuizView, unknown>>;
  return (
    typeof view._id === 'string' &&
    typeof view.code === 'string' &&
    typeof view.title === 'string' &&
    typeof view.version === 'number'
  );
}

/** The quiz as the socket last described it (topic `quiz/<id>`); null until its snapshot, or for null. */
export function useLiveQuiz(id: string | null): QuizView | null {
  const data = useTopic(id === null ? null : quizTopic(id));
  return isQuizView(data) ? data : null;
}
