import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlayReply } from '../../../api/contracts/plays.ts';
import type { PlayView } from '../../../domain/play/views.ts';
import { ApiError } from '../../http/api-error.ts';
import { playPaths } from '../../shared/paths/play-paths.ts';
import { forgetPlaySession, type PlaySession, readPlaySession } from '../../shared/play/play-storage.ts';
import { readPlay } from './play-api.ts';

export interface PlayHandle {
  play: PlayView | null;
  /** Server clock minus this browser's, so the countdown matches the server's (which scores). */
  offsetMs: number;
  busy: boolean;
  /** The `errors.` code of the last failed call, until the next one succeeds. */
  error: string | null;
  /** Sends one call for this play and shows its reply; calls never overlap. */
  send: (call: (session: PlaySession) => Promise<PlayReply>) => Promise<void>;
}

/**
 * The play of this quiz code in this browser: read back on arrival (a reload resumes it), then moved on
 * by the page's calls. Without a play of its own, the browser goes to the start page of the quiz.
 */
export function usePlay(code: string): PlayHandle {
  const navigate = useNavigate();
  const [play, setPlay] = useState<PlayView | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    async (call: (session: PlaySession) => Promise<PlayReply>) => {
      const session = readPlaySession(code);
      if (!session) {
        navigate(playPaths.start(code), { replace: true });
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      const sentAt = Date.now();
      try {
        const reply = await call(session);
        // Half the round trip each way: good enough for a countdown shown in whole seconds.
        setOffsetMs(Date.parse(reply.server_now) - (sentAt + Date.now()) / 2);
        setPlay(reply.play);
        setError(null);
      } catch (failure) {
        const status = failure instanceof ApiError ? failure.status : 0;
        if (status === 404) {
          forgetPlaySession(code);
          navigate(playPaths.start(code), { replace: true });
          return;
        }
        setError(failure instanceof ApiError ? failure.code : 'something_went_wrong');
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [code, navigate],
  );

  useEffect(() => {
    void send(readPlay);
  }, [send]);

  return { play, offsetMs, busy, error, send };
}
