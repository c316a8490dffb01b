import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkOtp } from '../../../domain/user/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useResendCountdown } from '../../components/otp-countdown.ts';
import { TextField } from '../../components/text-field.tsx';
import { errorCodeOf, useForm } from '../../components/use-form.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { type TotpSetup, type TwoFactorState, twoFactorApi } from './account-api.ts';
import { useMailLanguage } from './use-language.ts';

/** What the settings are doing: showing the state, or one of the flows that change it. */
type Step =
  | { kind: 'idle' }
  | { kind: 'totp'; setup: TotpSetup }
  | { kind: 'email' }
  | { kind: 'disable'; codeSent: boolean };

const codeField = (code: string) => (code === 'otp_incorrect' ? ('code' as const) : null);

/** Two-factor on /me: off, authenticator app or e-mailed codes; turning each on and off with a code. */
export function TwoFactorSettings({
  state,
  email,
  onChanged,
}: {
  state: TwoFactorState;
  email: string;
  onChanged: (state: TwoFactorState) => void;
}) {
  const { t } = useTranslation();
  const language = useMailLanguage();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [starting, setStarting] = useState(false);
  const form = useForm<'code'>(codeField);
  const countdown = useResendCountdown(false);

  function reset() {
    setStep({ kind: 'idle' });
    setCode('');
    form.setFormError(null);
    form.clearError('code');
  }

  /** Starts a flow or mails a code; errors (too many requests…) go over the settings. */
  async function start(run: () => Promise<Step>, mails: boolean) {
    setStarting(true);
    form.setFormError(null);
    try {
      const next = await run();
      if (mails) countdown.restart();
      setStep(next);
    } catch (error) {
      const failure = errorCodeOf(error);
      if (failure === 'too_many_requests' && mails) countdown.restart();
      form.setFormError(failure);
    } finally {
      setStarting(false);
    }
  }

  const label =
    state === 'off'
      ? t('account.two_factor_off')
      : state === 'totp'
        ? t('account.two_factor_totp')
        : t('account.two_factor_email');

  const mailed = step.kind === 'email' || (step.kind === 'disable' && state === 'email');
  const askCode =
    step.kind === 'totp' ||
    step.kind === 'email' ||
    (step.kind === 'disable' && (state === 'totp' || step.codeSent));

  return (
    <section className="account-section" aria-labelledby="account-2fa-heading">
      <h2 id="account-2fa-heading" className="account-section__heading">
        {t('account.two_factor_heading')}
      </h2>
      <p className="account-section__lead">{t('account.two_factor_lead')}</p>
      <p className="account-2fa__state">
        {t('account.two_factor_state')}:{' '}
        <span
          className={
            state === 'off' ? 'profile__badge account-2fa__off' : 'profile__badge profile__badge--ok'
          }
          data-testid="two-factor-state"
        >
          {label}
        </span>
      </p>
      <FormAlert code={step.kind === 'idle' || !askCode ? form.formError : null} />

      {step.kind === 'idle' && state === 'off' && (
        <div className="account-section__actions">
          <button
            type="button"
            className="button button--accent"
            disabled={starting}
            onClick={() =>
              start(async () => ({ kind: 'totp', setup: await twoFactorApi.totpSetup() }), false)
            }
          >
            {t('account.totp_start')}
          </button>
          <button
            type="button"
            className="button account-button--outline"
            disabled={starting || countdown.left > 0}
            onClick={() =>
              start(async () => {
                await twoFactorApi.emailEnable(language);
                return { kind: 'email' };
              }, true)
            }
          >
            {t('account.email_start')}
          </button>
        </div>
      )}

      {step.kind === 'idle' && state !== 'off' && (
        <div className="account-section__actions">
          <button
            type="button"
            className="button account-button--outline"
            onClick={() => setStep({ kind: 'disable', codeSent: false })}
          >
            {t('account.disable_start')}
          </button>
        </div>
      )}

      {step.kind === 'totp' && (
        <div className="account-2fa__totp">
          <p>{t('account.totp_scan')}</p>
          <img
            className="account-2fa__qr"
            src={step.setup.qr_svg_data_url}
            alt={t('account.totp_qr_alt')}
            width={200}
            height={200}
          />
          <div className="account-2fa__secret-row">
            <span className="account-2fa__secret-label">{t('account.totp_secret')}</span>
            <code className="account-2fa__secret" data-testid="totp-secret">
              {step.setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
            </code>
          </div>
        </div>
      )}

      {step.kind === 'email' && (
        <p className="account-section__lead">{t('account.email_code_sent', { email })}</p>
      )}

      {step.kind === 'disable' && (
        <p className="account-section__lead">
          {state === 'totp'
            ? t('account.disable_lead_totp')
            : step.codeSent
              ? t('account.email_code_sent', { email })
              : t('account.disable_lead_email')}
        </p>
      )}

      {step.kind === 'disable' && state === 'email' && (
        <div className="account-section__actions">
          <button
            type="button"
            className="button account-button--outline"
            disabled={starting || countdown.left > 0}
            onClick={() =>
              start(async () => {
                await twoFactorApi.disableSendCode(language);
                return { kind: 'disable', codeSent: true };
              }, true)
            }
          >
            {countdown.left > 0
              ? t('auth.code_resend_in', { seconds: countdown.left })
              : t('account.send_code')}
          </button>
        </div>
      )}

      {step.kind !== 'idle' && askCode && (
        <form
          ref={form.formRef}
          className="account-2fa__code"
          noValidate
          onSubmit={(event) => {
            const checked = checkOtp(code);
            form.submit(event, { code: 'problem' in checked ? checked.problem : undefined }, async () => {
              if (!('code' in checked)) return;
              const reply =
                step.kind === 'totp'
                  ? await twoFactorApi.totpEnable(checked.code)
                  : step.kind === 'email'
                    ? await twoFactorApi.emailConfirm(checked.code)
                    : await twoFactorApi.disable(checked.code);
              onChanged(reply.two_factor);
              reset();
              showToast(
                'success',
                reply.two_factor === 'off' ? 'account.two_factor_off_done' : 'account.two_factor_on_done',
              );
            });
          }}
        >
          <FormAlert code={form.formError} />
          <TextField
            label={t('account.code_label')}
            name="two-factor-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={20}
            {...form.fieldProps('code', code, setCode)}
          />
          <div className="account-section__actions">
            <button
              type="submit"
              className="button button--accent"
              disabled={form.sending}
              aria-busy={form.sending}
            >
              {form.sending
                ? t('common.please_wait')
                : step.kind === 'disable'
                  ? t('account.disable_submit')
                  : t('account.enable_submit')}
            </button>
            {mailed && step.kind === 'email' && (
              <button
                type="button"
                className="button account-button--outline"
                disabled={starting || countdown.left > 0}
                onClick={() =>
                  start(async () => {
                    await twoFactorApi.emailEnable(language);
                    return { kind: 'email' };
                  }, true)
                }
              >
                {countdown.left > 0
                  ? t('auth.code_resend_in', { seconds: countdown.left })
                  : t('auth.code_resend')}
              </button>
            )}
          </div>
        </form>
      )}

      {step.kind !== 'idle' && (
        <button type="button" className="account-link-button" onClick={reset}>
          {t('account.cancel')}
        </button>
      )}
    </section>
  );
}
