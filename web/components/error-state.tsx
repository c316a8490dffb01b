import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKey } from '../i18n/translation-key.ts';
import { myQuizPath } from '../shared/paths/my-quiz-paths.ts';
import './creator-controls.css';

/**
 * A creator page that cannot show what was asked for: the translated reason, a way back to the
 * quiz list and, when trying again may help, a retry button. Spec §8: a failed quiz fetch is the
 * page's to explain, not the main modal's.
 */
export function ErrorState({ code, onRetry, title }: { code: string; onRetry?: () => void; title?: string }) {
  const { t, i18n } = useTranslation();
  const retryable = onRetry && code !== 'no_permission' && code !== 'quiz_not_found';
  return (
    <section className="page page--centered creator-state" data-error-code={code}>
      <h1 className="page__title">{title ?? t('errors.something_wrong_title')}</h1>
      <p className="page__lead" role="alert">
        {t(errorKey(code))}
      </p>
      <div className="creator-state__actions">
        {retryable && (
          <button type="button" className="button button--light" onClick={onRetry}>
            {t('reports.retry')}
          </button>
        )}
        <Link to={myQuizPath(i18n.language)} className="button creator-button--on-red">
          {t('editor.back')}
        </Link>
      </div>
    </section>
  );
}
