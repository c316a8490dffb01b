import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  isSignInPage,
  LOGIN_PATH,
  loginPath,
  REGISTER_PATH,
  registerPath,
  withReturnPath,
} from '../shared/paths/login-paths.ts';
import { sessionAtom } from '../shared/session/session-state.ts';
import { AccountMenu, SwitchAccountActions } from './account-menu.tsx';
import { useMenu } from './use-menu.ts';

/**
 * The wordmark and the header actions (spec §2 "Header actions"). Narrow screens fold the actions into a
 * menu button; wide screens show them in a row.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open: menuOpen, setOpen: setMenuOpen, ref: navRef } = useMenu<HTMLElement>();
  const listId = useId();
  const onFrontPage = pathname === '/';

  return (
    <header className="app-header">
      <Link
        to="/"
        className={onFrontPage ? 'app-header__wordmark app-header__wordmark--hidden' : 'app-header__wordmark'}
      >
        {t('app.name')}
      </Link>
      <nav ref={navRef} className="app-header__nav" aria-label={t('app.main_navigation')}>
        <button
          type="button"
          className="app-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon />
          <span className="visually-hidden">{t('nav.open_menu')}</span>
        </button>
        <ul
          id={listId}
          className={menuOpen ? 'app-header__actions app-header__actions--open' : 'app-header__actions'}
        >
          <HeaderActions />
        </ul>
      </nav>
    </header>
  );
}

function HeaderActions() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useAtomValue(sessionAtom);

  // Nothing until the session is known, so "Log in" does not flash before the user's own actions.
  if (session.status === 'starting') return null;

  if (session.status === 'signed-in') {
    // My quizzes has its own "New quiz" button; a second one in the header would only repeat it.
    const onMyQuizzes = pathname === '/my-quiz' || pathname.startsWith('/my-quiz/');
    return (
      <>
        <li>
          <NavLink to="/my-quiz" className="app-header__link">
            {t('nav.my_quizzes')}
          </NavLink>
        </li>
        {!onMyQuizzes && (
          <li>
            <NavLink to="/create-quiz" className="app-header__link">
              {t('nav.new_quiz')}
            </NavLink>
          </li>
        )}
        <AccountMenu
          label={session.user?.name || session.claims.email || t('nav.account_menu')}
          currentUserId={session.claims.sub}
        />
      </>
    );
  }

  // Back to this page after logging in or signing up; from the front page, on to my quizzes.
  const returnTo = pathname === '/' ? null : `${pathname}${search}`;
  const loginTarget = isSignInPage(pathname) ? withReturnPath(LOGIN_PATH, search) : loginPath(returnTo);
  const signUpTarget = isSignInPage(pathname)
    ? withReturnPath(REGISTER_PATH, search)
    : registerPath(returnTo);
  return (
    <>
      <li>
        <NavLink to="/create-quiz" className="app-header__link">
          {t('nav.create_quiz')}
        </NavLink>
      </li>
      <li>
        <NavLink to={signUpTarget} className="app-header__link">
          {t('nav.sign_up')}
        </NavLink>
      </li>
      <li>
        <NavLink to={loginTarget} className="app-header__link">
          {t('nav.log_in')}
        </NavLink>
      </li>
      <SwitchAccountActions currentUserId={null} />
    </>
  );
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
