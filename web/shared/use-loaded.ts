import { useEffect, useState } from 'react';
import type { QuizView } from '../../api/contracts/quizzes.ts';
import { errorCodeOf } from '../components/use-form.ts';
import { fetchQuiz } from '../http/quizzes-api.ts';

/** Something a page loads from the API: on its way, there, or failed with an `errors.` code. */
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
      (error: unknown) => current && setState({ status: 'failed', code: errorCodeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

/** A quiz as its creator pages show it (title, code), loaded once per id. */
export const useQuiz = (quizId: string) => useLoaded<QuizView>(() => fetchQuiz(quizId), quizId);
