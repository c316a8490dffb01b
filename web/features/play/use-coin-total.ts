import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { fetchCoinTotal } from './play-api.ts';

/** A signed-in player's coins from all their plays, once `ready` (the run's own are counted by then); null for a guest. */
export function useCoinTotal(ready: boolean): number | null {
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in';
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    if (!ready || !signedIn) return;
    let current = true;
    fetchCoinTotal().then(
      (reply) => current && setTotal(reply.total_coin),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [ready, signedIn]);
  return signedIn ? total : null;
}
