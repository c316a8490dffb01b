import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { socketStatusAtom } from '../../socket/socket-state.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether this device cannot reach the game now: the browser says it has no network, or the socket is
 * trying to reconnect. The browser's word matters on its own: a socket can look open for a while after
 * the network has gone.
 */
export function useOffline(): boolean {
  const socketStatus = useAtomValue(socketStatusAtom);
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return !online || socketStatus === 'reconnecting';
}
