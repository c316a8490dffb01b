import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { checkEmail } from '../../../domain/user/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';
import { LOGIN_PATH, withReturnPath } from '../../shared/paths/login-paths.ts';
import { requestPasswordReset } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email'] as const;

/**
 * `/forgot-password`: asks for a reset link. The server answers the same whether or not the account
 * exists, and so does this page.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(FIELDS);
  const checked = checkEmail(email);

  async function send() {
    const address = 'email' in checked ? checked.email : email;
    await requestPasswordReset(address, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
    setSentTo(address);
  }

  return (
    <AuthCard
      title={t('auth.forgot_heading')}
      lead={sentTo === null ? t('auth.forgot_lead') : undefined}
      links={<Link to={withReturnPath(LOGIN_PATH, search)}>{t('auth.back_to_login')}</Link>}
    >
      {sentTo !== null ? (
        <p role="status" className="auth-card__success">
          {t('auth.forgot_sent', { email: sentTo })}
        </p>
      ) : (
        <form
          ref={form.formRef}
          className="auth-form"
          noValidate
          onSubmit={(event) =>
            form.submit(event, { email: 'problem' in checked ? checked.problem : undefined }, send)
          }
        >
          <FormAlert code={form.formError} />
          <TextField
            label={t('auth.email_label')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.fieldProps('email', email, setEmail)}
          />
          <SubmitButton label={t('auth.forgot_submit')} sending={form.sending} />
        </form>
      )}
    </AuthCard>
  );
}
