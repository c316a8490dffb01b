import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { checkPassword, PASSWORD_MIN_LENGTH } from '../../../domain/user/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../shared/paths/login-paths.ts';
import { explainMalformedLink, resetPassword } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { SubmitButton } from './submit-button.tsx';
import { type FieldErrors, useAuthForm } from './use-auth-form.ts';

const FIELDS = ['password', 'repeatPassword'] as const;
type ResetField = (typeof FIELDS)[number];

/** `/reset-password/{token}`: the link from the reset e-mail. A new password, typed twice, then log in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [done, setDone] = useState(false);
  const form = useAuthForm(FIELDS);

  function problems(): FieldErrors<ResetField> {
    return {
      password: checkPassword(password)?.problem,
      repeatPassword: repeated !== password ? 'passwords_differ' : undefined,
    };
  }

  if (done) {
    return (
      <AuthCard title={t('auth.reset_heading')}>
        <p role="status" className="auth-card__success">
          {t('auth.reset_done')}
        </p>
        <Link to={LOGIN_PATH} className="button button--accent auth-form__submit">
          {t('auth.login_link')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset_heading')} lead={t('auth.reset_lead')}>
      <form
        ref={form.formRef}
        className="auth-form"
        noValidate
        onSubmit={(event) =>
          form.submit(event, problems(), async () => {
            await resetPassword(token, password).catch(explainMalformedLink('reset_link_invalid'));
            setDone(true);
          })
        }
      >
        <FormAlert code={form.formError}>
          {form.formError === 'reset_link_invalid' && (
            <Link to={FORGOT_PASSWORD_PATH}>{t('auth.request_new_link')}</Link>
          )}
        </FormAlert>
        <PasswordField
          label={t('auth.new_password_label')}
          hint={t('auth.password_hint', { min: PASSWORD_MIN_LENGTH })}
          name="new-password"
          autoComplete="new-password"
          {...form.fieldProps('password', password, setPassword)}
        />
        <PasswordField
          label={t('auth.repeat_password_label')}
          name="repeat-password"
          autoComplete="new-password"
          {...form.fieldProps('repeatPassword', repeated, setRepeated)}
        />
        <SubmitButton label={t('auth.reset_submit')} sending={form.sending} />
      </form>
    </AuthCard>
  );
}
