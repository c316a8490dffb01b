import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { globalErrorAtom } from './error-banner-state.ts';

/** The dismissable banner for errors nobody handled (spec §8). */
export function ErrorBanner() {
  const { t } = useTranslation();
  const [error, setError] = useAtom(globalErrorAtom);
  if (error === null) return null;
  return (
    <div className="error-banner" role="alert" aria-label={t('overlays.error_banner_label')}>
      <p className="error-banner__text">
        <strong>{t('errors.something_went_wrong')}</strong>{' '}
        <span className="error-banner__detail">{error}</span>
      </p>
      <button type="button" className="error-banner__dismiss" onClick={() => setError(null)}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
