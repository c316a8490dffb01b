import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../../api/contracts/schools.ts';
import { showErrorMessage } from '../../../overlays/main-message-state.ts';
import { showToast } from '../../../overlays/toast-state.ts';
import { resendInvitation } from '../school-api.ts';

/**
 * Sends an invitation's e-mail again (spec §4 ready → sent): offered first for one still "ready", whose
 * e-mail failed, and also for one sent but lost. A refusal (the mailer still down) says so.
 */
export function ResendButton({
  schoolId,
  invitation,
  onSent,
}: {
  schoolId: string;
  invitation: Invitation;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState(false);
  const ready = invitation.status === 'ready';
  return (
    <div className="school-row__actions">
      <button
        type="button"
        className={`button school-button--small ${ready ? 'button--accent' : 'school-button--outline'}`}
        disabled={sending}
        aria-label={t('school.invitation_resend_label', { email: invitation.email })}
        data-testid="invitation-resend"
        onClick={async () => {
          setSending(true);
          try {
            await resendInvitation(schoolId, invitation.invitation_id, i18n.language);
            showToast('success', 'school.invite_sent');
            onSent();
          } catch (failure) {
            showErrorMessage(failure);
          } finally {
            setSending(false);
          }
        }}
      >
        {sending ? t('common.please_wait') : t('school.invitation_resend')}
      </button>
    </div>
  );
}
