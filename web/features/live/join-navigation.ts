import { createContext, useContext } from 'react';

/**
 * What the join page needs from navigation: the query it was opened with (the QR code's `?pin=`) and a
 * way on to the lobby. Inside the app that is the router; on a phone that opened /join directly it is
 * the small join entry (web/join-entry.tsx), which does without the router until the player is in.
 */
export interface JoinNavigation {
  search: string;
  go(path: string): void;
}

export const JoinNavigationContext = createContext<JoinNavigation | null>(null);

export function useJoinNavigation(): JoinNavigation {
  const navigation = useContext(JoinNavigationContext);
  if (!navigation) throw new Error('the join page needs a JoinNavigationContext');
  return navigation;
}
