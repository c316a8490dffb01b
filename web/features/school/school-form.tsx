import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolForm as SchoolFormBody } from '../../../api/contracts/schools.ts';
import {
  checkSchoolForm,
  DEFAULT_SCHOOL_TIME_ZONE,
  type SchoolProfile,
} from '../../../domain/school/rules.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useForm } from '../../components/use-form.ts';

type Field = keyof SchoolProfile;

/** Server codes and the field they are about (the rest go over the form). */
const FIELD_OF_CODE: Record<string, Field> = {
  school_name_required: 'schoolName',
  school_name_too_long: 'schoolName',
  school_name_taken: 'schoolName',
  school_contact_name_required: 'name',
  phone_invalid: 'phone',
  email_required: 'email',
  email_invalid: 'email',
  school_district_required: 'district',
  school_country_invalid: 'country',
  school_slug_invalid: 'slug',
  school_slug_taken: 'slug',
  school_time_zone_invalid: 'timeZone',
};
const fieldOf = (code: string): Field | null => FIELD_OF_CODE[code] ?? null;

export const toBody = (p: SchoolProfile): SchoolFormBody => ({
  school_name: p.schoolName,
  name: p.name,
  phone: p.phone,
  email: p.email,
  district: p.district,
  country: p.country,
  slug: p.slug,
  time_zone: p.timeZone,
});

export const EMPTY_PROFILE: SchoolProfile = {
  schoolName: '',
  name: '',
  phone: '',
  email: '',
  district: '',
  country: 'NO',
  slug: '',
  timeZone: DEFAULT_SCHOOL_TIME_ZONE,
};

/** The school form of spec §5 (every field required), checked by the domain's rules before it is sent. */
export function SchoolForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: SchoolProfile;
  submitLabel: string;
  onSubmit: (body: SchoolFormBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [profile, setProfile] = useState(initial);
  const form = useForm<Field>(fieldOf);
  const field = (name: Field) =>
    form.fieldProps(name, profile[name], (value) => setProfile((p) => ({ ...p, [name]: value })));

  return (
    <form
      ref={form.formRef}
      className="school-form"
      noValidate
      onSubmit={(event) => {
        const checked = checkSchoolForm(profile);
        const problems = 'problems' in checked ? checked.problems : {};
        form.submit(event, problems, () =>
          onSubmit(toBody('profile' in checked ? checked.profile : profile)),
        );
      }}
    >
      <FormAlert code={form.formError} />
      <TextField
        label={t('school.form_school_name')}
        name="school_name"
        autoComplete="organization"
        {...field('schoolName')}
      />
      <TextField
        label={t('school.form_slug')}
        hint={t('school.form_slug_hint')}
        name="slug"
        autoCapitalize="none"
        spellCheck={false}
        {...field('slug')}
      />
      <TextField
        label={t('school.form_district')}
        name="district"
        autoComplete="address-level2"
        {...field('district')}
      />
      <TextField
        label={t('school.form_country')}
        hint={t('school.form_country_hint')}
        name="country"
        maxLength={2}
        autoComplete="country"
        {...field('country')}
      />
      <TextField
        label={t('school.form_time_zone')}
        hint={t('school.form_time_zone_hint')}
        name="time_zone"
        spellCheck={false}
        {...field('timeZone')}
      />
      <fieldset className="school-form__group">
        <legend className="school-form__legend">{t('school.form_contact')}</legend>
        <TextField label={t('school.form_contact_name')} name="name" autoComplete="name" {...field('name')} />
        <TextField
          label={t('school.form_phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...field('phone')}
        />
        <TextField
          label={t('school.form_email')}
          name="email"
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      </fieldset>
      <button
        type="submit"
        className="button button--accent"
        disabled={form.sending}
        aria-busy={form.sending}
      >
        {form.sending ? t('common.please_wait') : submitLabel}
      </button>
    </form>
  );
}
