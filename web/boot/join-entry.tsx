import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { JoinNavigationContext } from '../features/live/join-navigation.ts';
import { JoinPage } from '../features/live/join-page.tsx';
import { JoinShell } from '../shell/join-shell.tsx';
import { appStore } from '../state/app-store.ts';
import { settleLanguage } from './settle-language.ts';

/**
 * A phone opening /join (the QR code on the big screen) gets the join form and nothing else: no router,
 * no session, no other page's code, so it is ready soonest on a crowded school Wi-Fi. Once the player
 * is in, the app takes over the same page at the lobby's address, sharing this page's game session.
 */
export async function startJoin(): Promise<void> {
  await settleLanguage('join');
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <Provider store={appStore}>
        <JoinShell>
          <JoinNavigationContext value={{ search: location.search, go: (path) => void handOver(root, path) }}>
            <JoinPage />
          </JoinNavigationContext>
        </JoinShell>
      </Provider>
    </StrictMode>,
  );
}

async function handOver(root: Root, path: string): Promise<void> {
  // The lobby's address first: the app's router reads it when its module loads.
  history.pushState(null, '', path);
  const { takeOverFromJoin } = await import('./app-entry.tsx');
  await takeOverFromJoin(root);
}
