import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

/**
 * Asks before unsaved changes are left behind: a dialog for a move inside the app (a changed query,
 * such as switching to the History tab, is not leaving), the browser's own prompt for a reload,
 * a closed tab or another site.
 */
export function LeaveWarning({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.leave_title')}
      confirmLabel={t('editor.leave_go')}
      cancelLabel={t('editor.leave_stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      danger
    >
      <p>{t('editor.leave_text')}</p>
    </ConfirmDialog>
  );
}
