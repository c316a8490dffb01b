import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { pendingWritesAtom } from './loading-state.ts';

/** Covers the page while an API write runs, so nothing is clicked twice. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  if (useAtomValue(pendingWritesAtom) === 0) return null;
  return (
    <div className="loading-overlay" role="status">
      <span className="spinner loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
