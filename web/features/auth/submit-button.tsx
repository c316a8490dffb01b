import { useTranslation } from 'react-i18next';

/** The form's main button: disabled and saying so while the request is on its way. */
export function SubmitButton({ label, sending }: { label: string; sending: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className="button button--accent auth-form__submit"
      disabled={sending}
      aria-busy={sending}
    >
      {sending ? t('common.please_wait') : label}
    </button>
  );
}
