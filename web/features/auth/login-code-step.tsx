import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkOtp } from '../../../domain/user/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useResendCountdown } from '../../components/otp-countdown.ts';
import { TextField } from '../../components/text-field.tsx';
import { errorCodeOf, useForm } from '../../components/use-form.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { adoptSession } from '../../shared/session/session.ts';
import { resendLoginCode, type TwoFactorChallenge, verifyLogin } from './auth-api.ts';
import { SubmitButton } from './submit-button.tsx';

const codeField = (code: string) => (code === 'otp_incorrect' ? 'code' : null);

/**
 * The second step of signing in with two-factor on: the six digits from the authenticator app or the
 * e-mail. A lapsed or worn-out challenge (`session_expired`) sends the visitor back to the password.
 */
export function LoginCodeStep({
  challenge,
  onStartAgain,
}: {
  challenge: TwoFactorChallenge;
  onStartAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const form = useForm<'code'>(codeField);
  const byEmail = challenge.two_factor === 'email';
  // The first e-mailed code left with the password reply.
  const countdown = useResendCountdown(byEmail);

  async function resend() {
    setResending(true);
    form.setFormError(null);
    try {
      await resendLoginCode(
        challenge.challenge,
        isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
      );
      countdown.restart();
      showToast('success', 'auth.code_resent');
    } catch (error) {
      const failure = errorCodeOf(error);
      if (failure === 'too_many_requests') countdown.restart();
      form.setFormError(failure);
    } finally {
      setResending(false);
    }
  }

  const expired = form.formError === 'session_expired';

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      noValidate
      aria-label={t('auth.code_heading')}
      onSubmit={(event) => {
        const checked = checkOtp(code);
        form.submit(event, { code: 'problem' in checked ? checked.problem : undefined }, async () => {
          if (!('code' in checked)) return;
          adoptSession(await verifyLogin(challenge.challenge, checked.code));
          showToast('success', 'auth.logged_in');
        });
      }}
    >
      <p className="auth-form__step" data-testid="login-code-step">
        {t(byEmail ? 'auth.code_lead_email' : 'auth.code_lead_totp')}
      </p>
      <FormAlert code={form.formError}>
        {expired && (
          <button type="button" className="button auth-button--outline" onClick={onStartAgain}>
            {t('auth.start_again')}
          </button>
        )}
      </FormAlert>
      <TextField
        label={t('auth.code_label')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        maxLength={20}
        {...form.fieldProps('code', code, setCode)}
      />
      <SubmitButton label={t('auth.code_submit')} sending={form.sending} />
      <div className="auth-form__secondary">
        {byEmail && (
          <button
            type="button"
            className="button auth-button--outline"
            disabled={countdown.left > 0 || resending || expired}
            onClick={resend}
          >
            {countdown.left > 0
              ? t('auth.code_resend_in', { seconds: countdown.left })
              : t('auth.code_resend')}
          </button>
        )}
        <button type="button" className="auth-form__link-button" onClick={onStartAgain}>
          {t('auth.start_again')}
        </button>
      </div>
    </form>
  );
}
