import { useEffect, useState } from 'react';
import type { VersusReply } from '../../../api/contracts/plays.ts';
import { readPlaySession } from '../../shared/play/play-storage.ts';
import { fetchVersus } from './play-api.ts';

/**
 * Versus for this browser's play of the quiz: the standing once finished, the leaders, and the best
 * earlier run's pace. Read once per play; null while loading or when it could not be read (the play
 * goes on without it).
 */
export function useVersus(code: string, playId: string | null): VersusReply | null {
  const [versus, setVersus] = useState<VersusReply | null>(null);
  useEffect(() => {
    const session = readPlaySession(code);
    if (!playId || !session || session.playId !== playId) return;
    let current = true;
    fetchVersus(session).then(
      (loaded) => current && setVersus(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [code, playId]);
  return versus;
}
