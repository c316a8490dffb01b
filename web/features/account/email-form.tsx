import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '../../../domain/user/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { changeEmail } from './account-api.ts';
import { useMailLanguage } from './use-language.ts';

const fieldOf = (code: string) => (code.startsWith('email_') ? ('email' as const) : null);

/** A new address gets a link; the old one stays until the link is opened. */
export function EmailForm() {
  const { t } = useTranslation();
  const language = useMailLanguage();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<'email'>(fieldOf);

  return (
    <form
      ref={form.formRef}
      className="account-section"
      aria-labelledby="account-email-heading"
      noValidate
      onSubmit={(event) => {
        const checked = checkEmail(email);
        form.submit(event, { email: 'problem' in checked ? checked.problem : undefined }, async () => {
          if (!('email' in checked)) return;
          setSentTo(null);
          await changeEmail(checked.email, language);
          setSentTo(checked.email);
          setEmail('');
        });
      }}
    >
      <h2 id="account-email-heading" className="account-section__heading">
        {t('account.email_heading')}
      </h2>
      <FormAlert code={form.formError} />
      {sentTo && (
        <p className="account-section__success" role="status">
          {t('account.email_sent', { email: sentTo })}
        </p>
      )}
      <TextField
        label={t('account.new_email_label')}
        name="new-email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...form.fieldProps('email', email, setEmail)}
      />
      <button
        type="submit"
        className="button button--accent account-section__submit"
        disabled={form.sending}
        aria-busy={form.sending}
      >
        {form.sending ? t('common.please_wait') : t('account.email_submit')}
      </button>
    </form>
  );
}
