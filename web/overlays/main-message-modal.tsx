import { useAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mainMessageAtom } from './main-message-state.ts';

/** The main message modal (spec §2). A native dialog: it traps focus and closes on Escape. */
export function MainMessageModal() {
  const { t } = useTranslation();
  const [message, setMessage] = useAtom(mainMessageAtom);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (message && !dialog.open) dialog.showModal();
    if (!message && dialog.open) dialog.close();
  }, [message]);

  return (
    <dialog
      ref={dialogRef}
      className="main-message surface"
      aria-labelledby={titleId}
      onClose={() => setMessage(null)}
    >
      {message && (
        <form method="dialog" className="main-message__content">
          <h2 id={titleId} className="main-message__title">
            {t(message.titleKey ?? 'errors.something_wrong_title')}
          </h2>
          <p>{t(message.messageKey)}</p>
          <button type="submit" className="button button--accent main-message__ok">
            {t('common.ok')}
          </button>
        </form>
      )}
    </dialog>
  );
}
