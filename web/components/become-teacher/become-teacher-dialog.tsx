import { useTranslation } from 'react-i18next';
import {
  FREE_TEACHER_WEEKDAY_PLAYERS,
  FREE_TEACHER_WEEKEND_PLAYERS,
} from '../../../domain/game/plan-limits.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import '../creator-controls.css';
import './become-teacher.css';

/** Asks before an account becomes a teacher's: what it opens, what it limits, and that it is for good (spec §6). */
export function BecomeTeacherDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('teacher.dialog_title')}
      confirmLabel={t('teacher.confirm')}
      cancelLabel={t('teacher.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmTestId="become-teacher-confirm"
    >
      <div className="become-teacher-dialog">
        <p>{t('teacher.dialog_unlocks')}</p>
        <p>
          {t('teacher.dialog_limits', {
            weekday: FREE_TEACHER_WEEKDAY_PLAYERS,
            weekend: FREE_TEACHER_WEEKEND_PLAYERS,
          })}
        </p>
        <p>
          <strong>{t('teacher.dialog_irreversible')}</strong>
        </p>
      </div>
    </ConfirmDialog>
  );
}
