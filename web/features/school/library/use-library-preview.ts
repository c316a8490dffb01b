import { useCallback, useState } from 'react';
import type { PlayView } from '../../../../domain/play/views.ts';
import type { PlayerAnswer } from '../../../../domain/question-types/player-answer.ts';
import { errorCodeOf } from '../../../components/use-form.ts';
import { previewStep } from './library-api.ts';

/**
 * A library preview: the server decides each step from the answers given so far and keeps the answer
 * key until a question is answered (api/routes/library/preview-play.ts); nothing is recorded. Here we
 * only remember the answers, and the offset of the server's clock for the question's timer.
 */
export function useLibraryPreview(schoolId: string, quizId: string) {
  const [view, setView] = useState<PlayView | null>(null);
  const [answers, setAnswers] = useState<(PlayerAnswer | null)[]>([]);
  const [offsetMs, setOffsetMs] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const step = useCallback(
    async (given: (PlayerAnswer | null)[], reveal: boolean) => {
      setBusy(true);
      try {
        const reply = await previewStep(schoolId, quizId, { answers: given, reveal });
        setOffsetMs(Date.parse(reply.server_now) - Date.now());
        setAnswers(given);
        setView(reply.play);
        setError(null);
      } catch (failure) {
        setError(errorCodeOf(failure));
      } finally {
        setBusy(false);
      }
    },
    [schoolId, quizId],
  );

  return {
    view,
    offsetMs,
    busy,
    error,
    start: () => step([], false),
    answer: (given: PlayerAnswer) => step([...answers, given], true),
    timeUp: () => step([...answers, null], true),
    /** From an outcome: the next question; from an unanswered question: skip it. */
    next: () => (view?.outcome ? step(answers, false) : step([...answers, null], false)),
  };
}
