import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '../../../domain/user/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { adoptSession } from '../../shared/session/session.ts';
import { isChallenge, logIn, type TwoFactorChallenge } from './auth-api.ts';
import { LoginCodeStep } from './login-code-step.tsx';
import { SubmitButton } from './submit-button.tsx';
import { type FieldErrors, useAuthForm } from './use-auth-form.ts';

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

/**
 * E-mail and password sign-in, then (two-factor on) the code step. Once signed in, the page around it sees the session and moves on.
 * Third-party sign-in (Google, Feide) sits beside this form as a row of its own (third-party-buttons.tsx).
 */
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useAuthForm(FIELDS);

  function problems(): FieldErrors<LoginField> {
    const checked = checkEmail(email);
    return {
      email: 'problem' in checked ? checked.problem : undefined,
      password: password === '' ? 'password_required' : undefined,
    };
  }

  if (challenge) {
    return (
      <LoginCodeStep
        challenge={challenge}
        onStartAgain={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      noValidate
      onSubmit={(event) =>
        form.submit(event, problems(), async () => {
          const checked = checkEmail(email);
          const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
          const reply = await logIn('email' in checked ? checked.email : email, password, language);
          // Two-factor on: no session yet, the code step asks for the second factor.
          if (isChallenge(reply)) {
            setChallenge(reply);
            return;
          }
          adoptSession(reply);
          showToast('success', 'auth.logged_in');
        })
      }
    >
      <FormAlert code={form.formError} />
      <TextField
        label={t('auth.email_label')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.fieldProps('email', email, setEmail)}
      />
      <PasswordField
        label={t('auth.password_label')}
        name="password"
        autoComplete="current-password"
        {...form.fieldProps('password', password, setPassword)}
      />
      <SubmitButton label={t('auth.login_submit')} sending={form.sending} />
    </form>
  );
}
