import { errorKey } from '../i18n/translation-key.ts';
import { showToast } from '../overlays/toast-state.ts';
import { appStore } from '../state/app-store.ts';
import { createSocketClient, type SocketClient } from './socket-client.ts';
import { socketLastMessageAtom, socketStatusAtom, socketTopicsAtom } from './socket-state.ts';

/** `/ws` on the page's own origin, over TLS when the page is. */
export function socketUrl(page: Pick<Location, 'protocol' | 'host'>): string {
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/ws`;
}

let client: SocketClient | null = null;

/** The tab's one socket, opened when a page first follows a topic (the join page needs none). */
export function tabSocket(): SocketClient {
  client ??= createSocketClient({
    url: socketUrl(location),
    onStatusChange: (status) => appStore.set(socketStatusAtom, status),
    onTopicsChange: (topics) => appStore.set(socketTopicsAtom, topics),
    onMessage: (message) => {
      appStore.set(socketLastMessageAtom, message);
      if (message.type === 'error') showToast('error', errorKey(message.code));
    },
  });
  return client;
}
