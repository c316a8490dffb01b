import { useTranslation } from 'react-i18next';
import { errorKey } from '../i18n/translation-key.ts';
import './creator-controls.css';

/** A list inside a creator page that could not load: the translated reason and a small retry button. */
export function LoadFailed({
  code,
  onRetry,
  className,
}: {
  code: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert" data-error-code={code}>
      <p>{t(errorKey(code))}</p>
      <button
        type="button"
        className="button creator-button--outline creator-button--small"
        onClick={onRetry}
      >
        {t('reports.retry')}
      </button>
    </div>
  );
}
