import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './use-autosave.ts';

const STATUS_KEYS = {
  saved: 'editor.all_saved',
  pending: 'editor.status_pending',
  saving: 'editor.status_saving',
  failed: 'editor.status_failed',
  blocked: 'editor.status_blocked',
  conflict: 'editor.status_conflict',
} as const;

/** Where autosave stands, told politely to screen readers, with Undo beside it (and Retry after a failure). */
export function SaveStatusBar({
  status,
  canUndo,
  onUndo,
  onRetry,
  onSaveNow,
}: {
  status: SaveStatus;
  canUndo: boolean;
  onUndo: () => void;
  onRetry: () => void;
  /** Saves without waiting for the pause (and shows what stops it, if anything). */
  onSaveNow: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={`save-bar save-bar--${status}`} aria-label={t('editor.save_bar')}>
      <p className="save-bar__status" aria-live="polite" data-testid="save-status" data-status={status}>
        {t(STATUS_KEYS[status])}
      </p>
      {status === 'failed' ? (
        <button type="button" className="button creator-button--outline" onClick={onRetry}>
          {t('editor.retry_now')}
        </button>
      ) : null}
      <button
        type="button"
        className="button creator-button--outline save-bar__undo"
        onClick={onUndo}
        disabled={!canUndo}
        title={t('editor.undo_hint')}
        aria-keyshortcuts="Control+Z"
      >
        <span aria-hidden="true">↶</span> {t('editor.undo')}
      </button>
      <button
        type="button"
        className="button button--accent save-bar__button"
        onClick={onSaveNow}
        disabled={status === 'saving'}
        aria-busy={status === 'saving'}
      >
        {t('editor.save')}
      </button>
    </section>
  );
}
