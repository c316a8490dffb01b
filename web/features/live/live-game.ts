import { sessionAtom } from '../../shared/session/session-state.ts';
import { tabSocket } from '../../socket/tab-socket.ts';
import { appStore } from '../../state/app-store.ts';
import { createLiveSession, type LiveSession } from './live-session.ts';
import { browserStore, type KeyValueStore } from './live-storage.ts';

let storage: KeyValueStore | null = null;
let session: LiveSession | null = null;

/** Where this tab keeps its game between reloads. */
export function liveStorage(): KeyValueStore {
  storage ??= browserStore();
  return storage;
}

/** The tab's one live game session, on the tab's one socket (created on first use: the join page needs it). */
export function liveGame(): LiveSession {
  session ??= createLiveSession({
    socket: tabSocket(),
    storage: liveStorage(),
    atoms: appStore,
    signInToken: () => {
      const state = appStore.get(sessionAtom);
      return state.status === 'signed-in' ? state.token : null;
    },
  });
  return session;
}
