import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before something that cannot be undone (cancelling or ending a game, removing a player). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
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
    <dialog ref={dialogRef} className="confirm surface" aria-labelledby={titleId} onClose={onClose}>
      <form method="dialog" className="confirm__content">
        <h2 id={titleId} className="confirm__title">
          {title}
        </h2>
        <p>{message}</p>
        <div className="confirm__actions">
          <button type="submit" className="button button--live-outline" value="cancel">
            {t('live.keep_playing')}
          </button>
          <button
            type="button"
            className="button button--live-danger"
            onClick={() => {
              dialogRef.current?.close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
