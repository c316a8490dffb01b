import { useCallback, useEffect, useRef, useState } from 'react';
import { type EditingView, editingTopic } from '../../../../api/contracts/quiz-editing.ts';
import { ApiError } from '../../../http/api-error.ts';
import { tabSocket } from '../../../socket/tab-socket.ts';
import { answerHandover, type SeatAction, seatCall } from './editing-seat-api.ts';

export interface EditingSeat {
  /** Null until the first call-in answered. */
  view: EditingView | null;
  /** The last refused action's error code (e.g. someone else asked first). */
  error: string | null;
  act(action: Exclude<SeatAction, '' | '/open' | '/leave'>): void;
  answer(accept: boolean): void;
}

/**
 * This tab's seat in a quiz's editor (one editor at a time): it opens the editor now (taking it from
 * the same person's other tab, which may be gone with a closed browser), calls in every heartbeat and
 * whenever the socket says the seat changed; it leaves when the page closes or the editor unmounts.
 */
export function useEditingSeat(quizId: string | null): EditingSeat {
  const [tabId] = useState(() => crypto.randomUUID());
  const [view, setView] = useState<EditingView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  /** The quiz this tab has opened the editor of: only that first call-in takes it from the person's other tab. */
  const opened = useRef<string | null>(null);

  /** Replies can cross; only the newest request's reply is shown. */
  const run = useCallback((call: () => Promise<EditingView>) => {
    const ticket = ++latest.current;
    call().then(
      (next) => {
        if (ticket !== latest.current) return;
        setView(next);
        setError(null);
      },
      (failure: unknown) => {
        // A missed heartbeat is retried by the next one; a refused action is shown.
        if (ticket === latest.current && failure instanceof ApiError && failure.status === 409)
          setError(failure.code);
      },
    );
  }, []);

  const heartbeat = view?.heartbeat_ms ?? 10_000;
  useEffect(() => {
    if (!quizId) return;
    const callIn = () => run(() => seatCall(quizId, tabId, ''));
    if (opened.current === quizId) callIn();
    else {
      opened.current = quizId;
      run(() => seatCall(quizId, tabId, '/open'));
    }
    const timer = setInterval(callIn, heartbeat);
    const stopFollowing = tabSocket().follow(editingTopic(quizId), callIn);
    const leave = () => void seatCall(quizId, tabId, '/leave', true).catch(() => {});
    window.addEventListener('pagehide', leave);
    return () => {
      clearInterval(timer);
      stopFollowing();
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [quizId, tabId, heartbeat, run]);

  return {
    view,
    error,
    act: (action) => quizId && run(() => seatCall(quizId, tabId, action)),
    answer: (accept) => quizId && run(() => answerHandover(quizId, tabId, accept)),
  };
}
