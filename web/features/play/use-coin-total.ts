import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { fetchCoinTotal } from './play-api.ts';

/** A signed-in player's coins from all their plays, the finished run's included; null for a guest. */
export function useCoinTotal(finishedPlayId: string | null): number | null {
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    if (!finishedPlayId || !signedIn) return;
    let current = true;
    fetchCoinTotal(finishedPlayId).then(
      (reply) => current && setTotal(reply.total_coin),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [finishedPlayId, signedIn]);
  return signedIn ? total : null;
}
