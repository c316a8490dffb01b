import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/** Asks before a list is deleted, saying that games already open with it are not affected. */
export function WhitelistDeleteDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      title={t('whitelist.delete_title')}
      confirmLabel={t('whitelist.delete')}
      cancelLabel={t('whitelist.cancel')}
      danger
      confirmTestId="whitelist-delete-confirm"
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
      onCancel={onClose}
    >
      <p>{t('whitelist.delete_text', { title })}</p>
    </ConfirmDialog>
  );
}
