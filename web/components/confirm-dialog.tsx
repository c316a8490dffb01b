import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called on Escape. */
  onCancel: () => void;
  /** The confirm button is styled as a destructive action. */
  danger?: boolean;
  /** For browser tests that press the confirm button among others of the same name. */
  confirmTestId?: string;
}

/**
 * A yes/no question in a native modal dialog: it traps focus, closes on Escape and returns focus to
 * where it was. The safe choice (cancel) has the focus first.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger,
  confirmTestId,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog surface"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <div className="confirm-dialog__content">
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          <div>{children}</div>
          <div className="confirm-dialog__actions">
            {/* biome-ignore lint/a11y/noAutofocus: a dialog moves focus to its safe choice. */}
            <button type="button" className="button creator-button--outline" onClick={onCancel} autoFocus>
              {cancelLabel}
            </button>
            <button
              type="button"
              className={danger ? 'button creator-button--danger' : 'button button--accent'}
              data-testid={confirmTestId}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
