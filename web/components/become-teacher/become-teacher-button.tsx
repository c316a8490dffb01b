import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../api/contracts/profile.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { becomeTeacher } from '../../shared/session/become-teacher.ts';
import { errorCodeOf } from '../use-form.ts';
import { BecomeTeacherDialog } from './become-teacher-dialog.tsx';

/** "Become a teacher", asked again in a dialog, for the profile and for /school/new. */
export function BecomeTeacherButton({ onBecame }: { onBecame?: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setAsking(false);
    setSending(true);
    setError(null);
    try {
      const profile = await becomeTeacher();
      showToast('success', 'teacher.became');
      onBecame?.(profile);
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--accent"
        disabled={sending}
        aria-busy={sending}
        onClick={() => setAsking(true)}
      >
        {t('teacher.become_button')}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {t(errorKey(error))}
        </p>
      )}
      <BecomeTeacherDialog open={asking} onConfirm={confirm} onCancel={() => setAsking(false)} />
    </>
  );
}
