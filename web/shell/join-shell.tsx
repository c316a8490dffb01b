import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showLanguage } from '../i18n/i18n.ts';
import { preferredLanguageAtom } from '../i18n/language-state.ts';
import { forcedLanguageForPath, languageForPage } from '../i18n/languages.ts';
import { CookieNotice } from '../overlays/cookie-notice.tsx';
import { ErrorBanner } from '../overlays/error-banner.tsx';
import { showUncaughtError } from '../overlays/global-error-handlers.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import './app-shell.css';
import '../overlays/overlays.css';

/**
 * The frame of the small join entry (web/boot/join-entry.tsx): the app shell's look without its
 * router-driven parts. The wordmark is a plain link, so leaving for the front page loads the whole app.
 */
export function JoinShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = window.location;
  const language = languageForPage(pathname, useAtomValue(preferredLanguageAtom));

  useEffect(() => {
    showLanguage(language, 'join').catch(showUncaughtError);
  }, [language]);

  return (
    <div className="app-shell">
      <a className="app-shell__skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      <CookieNotice />
      <ErrorBanner />
      <header className="app-header">
        <a href="/" className="app-header__wordmark">
          {t('app.name')}
        </a>
      </header>
      <main id="main" className="app-shell__main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app-footer">
        {forcedLanguageForPath(pathname) === null && <LanguageSwitcher />}
      </footer>
    </div>
  );
}
