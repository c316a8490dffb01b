import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);
  return (
    <dialog ref={dialogRef} className="confirm-dialog surface" aria-labelledby={titleId} onClose={onClose}>
      <form method="dialog" className="confirm-dialog__content">
        <h2 id={titleId} className="confirm-dialog__title">
          {t('whitelist.delete_title')}
        </h2>
        <p>{t('whitelist.delete_text', { title })}</p>
        <div className="confirm-dialog__actions">
          <button type="submit" className="button creator-button--outline" value="cancel">
            {t('whitelist.cancel')}
          </button>
          <button
            type="button"
            className="button creator-button--danger"
            data-testid="whitelist-delete-confirm"
            onClick={() => {
              dialogRef.current?.close();
              onConfirm();
            }}
          >
            {t('whitelist.delete')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
