import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { reportClientError } from '../http/client-error-report.ts';

/** Replaces a page that failed to load or render (e.g. a code chunk gone after a deploy); the shell stays. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => reportClientError(error), [error]);

  return (
    <section className="page page--centered">
      <h1 className="page__title">{t('errors.something_wrong_title')}</h1>
      <p className="page__lead">{t('error_page.text')}</p>
      <button type="button" className="button button--light" onClick={() => location.reload()}>
        {t('common.reload')}
      </button>
    </section>
  );
}
