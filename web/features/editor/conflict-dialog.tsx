import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

/**
 * The quiz was saved elsewhere (another tab, another editor) after this copy was read: the author
 * chooses; nothing is dropped without asking. The safe choice (and Escape) keeps the author's draft.
 */
export function ConflictDialog({
  open,
  onKeepMine,
  onLoadTheirs,
}: {
  open: boolean;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('editor.conflict_title')}
      confirmLabel={t('editor.conflict_load_theirs')}
      cancelLabel={t('editor.conflict_keep_mine')}
      onConfirm={onLoadTheirs}
      onCancel={onKeepMine}
      danger
    >
      <p>{t('editor.conflict_text')}</p>
    </ConfirmDialog>
  );
}
