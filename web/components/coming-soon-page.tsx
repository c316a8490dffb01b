import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import './coming-soon-page.css';

/** Stands in for every route whose page is not built yet (status `coming-soon` in web/routes.tsx). */
export function ComingSoonPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="page page--centered coming-soon" data-route-status="coming-soon">
      <h1 className="page__title">{t('coming_soon.heading')}</h1>
      {children}
      <p className="page__lead">{t('coming_soon.text')}</p>
      <p className="coming-soon__path">{pathname}</p>
      <Link to="/" className="button button--light">
        {t('common.back_home')}
      </Link>
    </section>
  );
}
