import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { EditingSeat } from './use-editing-seat.ts';

/** Asks the person editing whether to hand the quiz over to someone who asked for it. */
export function HandoverDialog({ seat }: { seat: EditingSeat }) {
  const { t } = useTranslation();
  const request = seat.view?.role === 'editor' ? seat.view.request : null;
  const asking = request && !request.mine ? request : null;
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t('editing.asked_title', { name: asking?.name ?? '' })}
      confirmLabel={t('editing.hand_over')}
      cancelLabel={t('editing.keep')}
      onConfirm={() => seat.answer(true)}
      onCancel={() => seat.answer(false)}
    >
      <p>{t('editing.asked_text')}</p>
    </ConfirmDialog>
  );
}
