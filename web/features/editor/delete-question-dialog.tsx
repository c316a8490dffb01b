import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { DraftQuestion } from './question-factory.ts';

/** Asks before a question is deleted, naming it by its title when it has one. */
export function DeleteQuestionDialog({
  question,
  onConfirm,
  onCancel,
}: {
  question: DraftQuestion | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={question !== null}
      title={t('editor.delete_confirm_title')}
      confirmLabel={t('editor.delete_confirm_yes')}
      cancelLabel={t('editor.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      danger
    >
      <p>
        {question?.title.trim()
          ? t('editor.delete_confirm_text', { title: question.title.trim() })
          : t('editor.delete_confirm_untitled')}
      </p>
    </ConfirmDialog>
  );
}
