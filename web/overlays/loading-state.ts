import { atom } from 'jotai';
import { appStore } from '../state/app-store.ts';

/** How many API writes are running; the loading overlay shows while it is above zero. */
export const pendingWritesAtom = atom(0);

/** Runs an API write behind the loading overlay, which also keeps a second click from sending it twice. */
export async function withLoadingOverlay<T>(write: () => Promise<T>): Promise<T> {
  appStore.set(pendingWritesAtom, (count) => count + 1);
  try {
    return await write();
  } finally {
    appStore.set(pendingWritesAtom, (count) => count - 1);
  }
}
