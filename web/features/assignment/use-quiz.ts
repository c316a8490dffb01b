import { useEffect, useState } from 'react';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; code: string };

/** Loads once per key; `reload` asks again (after a change, or to retry a failure). */
export function useLoaded<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` say when to load again.
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ status: 'ready', value }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', code: error instanceof ApiError ? error.code : 'something_went_wrong' }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

export const useQuiz = (quizId: string) => useLoaded<QuizView>(() => fetchQuiz(quizId), quizId);
