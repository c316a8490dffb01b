import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  checkEmail,
  checkName,
  checkPassword,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../domain/user/rules.ts';
import { BecomeTeacherDialog } from '../../components/become-teacher/become-teacher-dialog.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { LOGIN_PATH, withReturnPath } from '../../shared/paths/login-paths.ts';
import { adoptSession } from '../../shared/session/session.ts';
import { register } from './auth-api.ts';
import { AuthCard } from './auth-card.tsx';
import { SignedOutOnly } from './signed-out-only.tsx';
import { SubmitButton } from './submit-button.tsx';
import { type FieldErrors, useAuthForm } from './use-auth-form.ts';

const FIELDS = ['name', 'email', 'password'] as const;
type RegisterField = (typeof FIELDS)[number];

/** `/register`: a new account, signed in at once; the confirmation e-mail can be answered later. */
export function RegisterPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <SignedOutOnly>
      <AuthCard
        title={t('auth.register_heading')}
        lead={t('auth.register_lead')}
        links={
          <p>
            {t('auth.have_account')}{' '}
            <Link to={withReturnPath(LOGIN_PATH, search)}>{t('auth.login_link')}</Link>
          </p>
        }
      >
        <RegisterForm />
      </AuthCard>
    </SignedOutOnly>
  );
}

function RegisterForm() {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [teacher, setTeacher] = useState(false);
  const [askingTeacher, setAskingTeacher] = useState(false);
  const teacherId = useId();
  const form = useAuthForm(FIELDS);

  function problems(): FieldErrors<RegisterField> {
    const checkedName = checkName(name);
    const checkedEmail = checkEmail(email);
    return {
      name: 'problem' in checkedName ? checkedName.problem : undefined,
      email: 'problem' in checkedEmail ? checkedEmail.problem : undefined,
      password: checkPassword(password)?.problem,
    };
  }

  async function send() {
    const checkedName = checkName(name);
    const checkedEmail = checkEmail(email);
    const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    adoptSession(
      await register(
        'name' in checkedName ? checkedName.name : name,
        'email' in checkedEmail ? checkedEmail.email : email,
        password,
        language,
        teacher,
      ),
    );
    showToast('success', 'auth.registered');
  }

  return (
    <form
      ref={form.formRef}
      className="auth-form"
      noValidate
      onSubmit={(event) => form.submit(event, problems(), send)}
    >
      <FormAlert code={form.formError} />
      <TextField
        label={t('auth.name_label')}
        hint={t('auth.name_hint', { min: NAME_MIN_LENGTH })}
        name="name"
        autoComplete="name"
        {...form.fieldProps('name', name, setName)}
      />
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
      <PasswordField
        label={t('auth.password_label')}
        hint={t('auth.password_hint', { min: PASSWORD_MIN_LENGTH })}
        name="password"
        autoComplete="new-password"
        {...form.fieldProps('password', password, setPassword)}
      />
      <div className="auth-form__choice">
        <input
          id={teacherId}
          type="checkbox"
          checked={teacher}
          aria-describedby={`${teacherId}-hint`}
          // Ticking it is asked again in the dialog: the account could never be changed back.
          onChange={(event) => (event.target.checked ? setAskingTeacher(true) : setTeacher(false))}
        />
        <label htmlFor={teacherId}>{t('teacher.sign_up_choice')}</label>
        <p id={`${teacherId}-hint`} className="field__hint">
          {t('teacher.sign_up_hint')}
        </p>
      </div>
      <BecomeTeacherDialog
        open={askingTeacher}
        onConfirm={() => {
          setTeacher(true);
          setAskingTeacher(false);
        }}
        onCancel={() => setAskingTeacher(false)}
      />
      <SubmitButton label={t('auth.register_submit')} sending={form.sending} />
    </form>
  );
}
