import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { CookieNotice } from '../overlays/cookie-notice.tsx';
import { ErrorBanner } from '../overlays/error-banner.tsx';
import { GlobalOverlays } from '../overlays/global-overlays.tsx';
import { SocketDebugBar } from '../overlays/socket-debug-bar.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { LanguageSync } from './language-sync.tsx';
import './app-shell.css';

/** The frame around every page: header, page, footer, and the global overlays rendered once. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="app-shell__skip-link" href="#main">
        {t('app.skip_to_content')}
      </a>
      {/* These sit in the page flow, above the header, so they never cover the page. */}
      <CookieNotice />
      <SocketDebugBar />
      <ErrorBanner />
      <AppHeader />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter />
      <LanguageSync />
      <GlobalOverlays />
    </div>
  );
}
