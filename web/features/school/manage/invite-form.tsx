import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHOOL_ROLES, type SchoolRole } from '../../../../domain/school/rules.ts';
import { checkEmail } from '../../../../domain/user/rules.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useForm } from '../../../components/use-form.ts';
import { showToast } from '../../../overlays/toast-state.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { invite, readInvitations } from '../school-api.ts';
import { ResendButton } from './resend-button.tsx';

/** A problem with the address belongs under the field; a mail server that refused belongs to the whole form. */
const emailField = (code: string) =>
  code === 'invite_mail_failed'
    ? null
    : code.startsWith('email_') || code.startsWith('invite_')
      ? 'email'
      : null;

/**
 * Invite by e-mail (spec §4 ready → sent; §5 not your own, not already invited or a member), and who is
 * still invited: one whose e-mail failed stays "ready" and can be sent again.
 */
export function InviteForm({ schoolId }: { schoolId: string }) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SchoolRole>('teacher');
  const [invitations, reload] = useLoaded(() => readInvitations(schoolId), schoolId);
  const form = useForm<'email'>(emailField);

  return (
    <section className="school-invite" aria-labelledby="invite-heading">
      <h3 id="invite-heading" className="school-invite__heading">
        {t('school.invite_heading')}
      </h3>
      <form
        ref={form.formRef}
        className="school-inline-form"
        noValidate
        onSubmit={(event) => {
          const checked = checkEmail(email);
          form.submit(event, 'problem' in checked ? { email: checked.problem } : {}, async () => {
            // A failed e-mail still leaves the invitation, "ready": the list shows it with "send again".
            await invite(schoolId, { email, role, language: i18n.language }).catch((failure: unknown) => {
              reload();
              throw failure;
            });
            setEmail('');
            showToast('success', 'school.invite_sent');
            reload();
          });
        }}
      >
        <FormAlert code={form.formError} />
        <TextField
          label={t('school.invite_email')}
          name="invite_email"
          type="email"
          autoComplete="off"
          {...form.fieldProps('email', email, setEmail)}
        />
        <label className="field">
          <span className="field__label">{t('school.invite_role')}</span>
          <select
            className="school-input"
            value={role}
            onChange={(event) => setRole(event.target.value as SchoolRole)}
          >
            {SCHOOL_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--accent" disabled={form.sending}>
          {form.sending ? t('common.please_wait') : t('school.invite_send')}
        </button>
      </form>
      {invitations.status === 'ready' && invitations.value.length > 0 && (
        <>
          <h4 className="school-invite__heading">{t('school.invitations_heading')}</h4>
          <ul className="school-rows">
            {invitations.value.map((i) => (
              <li key={i.invitation_id} className="school-row" data-testid="invitation-row">
                <div className="school-row__who">
                  <strong>{i.email}</strong>
                  <span className="school-row__meta">
                    {t(`roles.${i.role}`)} · {t(`school.invitation_status_${i.status}`)}
                  </span>
                </div>
                {i.status !== 'accepted' && (
                  <ResendButton schoolId={schoolId} invitation={i} onSent={reload} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
