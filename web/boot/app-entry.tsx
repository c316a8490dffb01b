import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '../app.tsx';
import { loadAllTexts } from '../i18n/i18n.ts';
import { startSession } from '../shared/session/session.ts';
import { settleLanguage } from './settle-language.ts';

/** The whole app, for every page but a phone's first /join. */
export async function startApp(): Promise<void> {
  // Restoring the session (a token renewal, perhaps) runs while the language is being chosen.
  startSession();
  await settleLanguage();
  mountApp(createRoot(document.getElementById('root')!));
}

/** Takes over the join entry's page once the player is in (the address is already the lobby's). */
export async function takeOverFromJoin(root: Root): Promise<void> {
  startSession();
  // The app's pages need every text, not only the join form's; the lobby waits this one moment.
  await loadAllTexts();
  mountApp(root);
}

function mountApp(root: Root): void {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
