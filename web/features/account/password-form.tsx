import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../domain/user/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { adoptSession } from '../../shared/session/session.ts';
import { changePassword } from './account-api.ts';
import { passwordProblems } from './account-rules.ts';

type Field = 'current' | 'next' | 'repeat';
const fieldOf = (code: string): Field | null =>
  code === 'login_wrong_password' || code === 'password_required'
    ? 'current'
    : code.startsWith('password_')
      ? 'next'
      : null;

/** Current, new and repeated password; the reply is a new session, stored like a sign-in. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useForm<Field>(fieldOf);

  return (
    <form
      ref={form.formRef}
      className="account-section"
      aria-labelledby="account-password-heading"
      noValidate
      onSubmit={(event) =>
        form.submit(event, passwordProblems({ current, next, repeat }), async () => {
          adoptSession(await changePassword(current, next));
          setCurrent('');
          setNext('');
          setRepeat('');
          showToast('success', 'account.password_changed');
        })
      }
    >
      <h2 id="account-password-heading" className="account-section__heading">
        {t('account.password_heading')}
      </h2>
      <FormAlert code={form.formError} />
      <PasswordField
        label={t('account.current_password_label')}
        name="current-password"
        autoComplete="current-password"
        {...form.fieldProps('current', current, setCurrent)}
      />
      <PasswordField
        label={t('auth.new_password_label')}
        hint={t('auth.password_hint', { min: PASSWORD_MIN_LENGTH })}
        name="new-password"
        autoComplete="new-password"
        {...form.fieldProps('next', next, setNext)}
      />
      <PasswordField
        label={t('auth.repeat_password_label')}
        name="repeat-password"
        autoComplete="new-password"
        {...form.fieldProps('repeat', repeat, setRepeat)}
      />
      <button
        type="submit"
        className="button button--accent account-section__submit"
        disabled={form.sending}
        aria-busy={form.sending}
      >
        {form.sending ? t('common.please_wait') : t('account.password_submit')}
      </button>
    </form>
  );
}
