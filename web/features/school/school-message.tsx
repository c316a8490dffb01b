import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKey } from '../../i18n/translation-key.ts';
import { schoolPaths } from '../../shared/paths/school-paths.ts';

/** A school page that cannot show what was asked for: the translated reason and a way to one's schools. */
export function SchoolProblem({ code, onRetry }: { code: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="school-page" data-error-code={code}>
      <div className="surface school-card">
        <h1 className="school-page__title">{t('errors.something_wrong_title')}</h1>
        <p role="alert">{t(errorKey(code))}</p>
        <div className="school-card__actions">
          {onRetry && (
            <button type="button" className="button button--light" onClick={onRetry}>
              {t('reports.retry')}
            </button>
          )}
          <Link to={schoolPaths.mine()} className="button button--accent">
            {t('school.page_my_schools')}
          </Link>
        </div>
      </div>
    </section>
  );
}
