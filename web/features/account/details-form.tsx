import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { type Profile, updateProfile } from './account-api.ts';
import { detailsChange, isEmptyChange } from './account-rules.ts';

type Field = 'name' | 'phone';
const fieldOf = (code: string): Field | null =>
  code.startsWith('name_') ? 'name' : code.startsWith('phone_') ? 'phone' : null;

/** Name, phone (empty removes it) and the newsletter switch: PATCH /api/users/me with what changed. */
export function DetailsForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [newsletter, setNewsletter] = useState(profile.newsletter);
  const form = useForm<Field>(fieldOf);

  return (
    <form
      ref={form.formRef}
      className="account-section"
      aria-labelledby="account-details-heading"
      noValidate
      onSubmit={(event) => {
        const checked = detailsChange(profile, { name, phone, newsletter });
        form.submit(event, 'problems' in checked ? checked.problems : {}, async () => {
          if (!('change' in checked)) return;
          if (!isEmptyChange(checked.change)) {
            const saved = await updateProfile(checked.change);
            onSaved(saved);
            setName(saved.name);
            setPhone(saved.phone ?? '');
            setNewsletter(saved.newsletter);
          }
          showToast('success', 'account.saved');
        });
      }}
    >
      <h2 id="account-details-heading" className="account-section__heading">
        {t('account.details_heading')}
      </h2>
      <FormAlert code={form.formError} />
      <TextField
        label={t('auth.name_label')}
        name="name"
        autoComplete="name"
        {...form.fieldProps('name', name, setName)}
      />
      <TextField
        label={t('account.phone_label')}
        hint={t('account.phone_hint')}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...form.fieldProps('phone', phone, setPhone)}
      />
      <label className="account-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={newsletter}
          className="account-switch__input"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
        />
        <span className="account-switch__track" aria-hidden="true" />
        <span className="account-switch__label">{t('account.newsletter_label')}</span>
      </label>
      <button
        type="submit"
        className="button button--accent account-section__submit"
        disabled={form.sending}
        aria-busy={form.sending}
      >
        {form.sending ? t('common.please_wait') : t('account.save')}
      </button>
    </form>
  );
}
