import { useTranslation } from 'react-i18next';
import './page-spinner.css';

/** Shown while a page waits for its data or code. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
