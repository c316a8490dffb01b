import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';

export function AppHeader() {
  const { t } = useTranslation();
  const onFrontPage = useLocation().pathname === '/';
  return (
    <header className="app-header">
      <Link
        to="/"
        className={onFrontPage ? 'app-header__wordmark app-header__wordmark--hidden' : 'app-header__wordmark'}
      >
        {t('app.name')}
      </Link>
      <nav aria-label={t('app.main_navigation')}>
        <NavLink to="/create-quiz" className="app-header__link">
          {t('nav.create_quiz')}
        </NavLink>
      </nav>
    </header>
  );
}
