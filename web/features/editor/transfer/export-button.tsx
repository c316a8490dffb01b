import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadQuizFile } from '../../../http/quiz-export-api.ts';
import { showErrorMessage } from '../../../overlays/main-message-state.ts';
import { showToast } from '../../../overlays/toast-state.ts';

/** "Export": the quiz as a Kviss file, to keep, share or import again (issue 12 item 10). */
export function ExportButton({ quizId, className }: { quizId: string; className: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadQuizFile(quizId);
      showToast('success', 'transfer.exported');
    } catch (failure) {
      showErrorMessage(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className={className}
      title={t('transfer.export_hint')}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
    >
      {t('transfer.export')}
    </button>
  );
}
