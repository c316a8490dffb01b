// The shared styles come first, so each component's own CSS, loaded after them, wins ties.
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { startSession } from './features/auth/session.ts';
import { detectPreferredLanguage } from './i18n/detect-preferred-language.ts';
import { startI18n } from './i18n/i18n.ts';
import { preferredLanguageAtom } from './i18n/language-state.ts';
import { languageForPage } from './i18n/languages.ts';
import { installGlobalErrorHandlers } from './overlays/global-error-handlers.ts';
import { appStore } from './state/app-store.ts';

async function start(): Promise<void> {
  installGlobalErrorHandlers();
  // Restoring the session (a token renewal, perhaps) runs while the language is being chosen.
  startSession();
  // The language is settled before the first paint, so nobody sees English flash into Norwegian.
  const preferred = await detectPreferredLanguage();
  appStore.set(preferredLanguageAtom, preferred);
  await startI18n(languageForPage(location.pathname, preferred));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
