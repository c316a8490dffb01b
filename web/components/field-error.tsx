import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKey } from '../i18n/translation-key.ts';

/** Where a person mends a refusal that is not about the field itself (the confirmation link is re-sent there). */
const MENDED_IN_PROFILE = new Set(['upload_email_unconfirmed']);
const PROFILE_PATH = '/me';

/** An `errors.` code under a field, with the way to the page that mends it when that page is elsewhere. */
export function FieldError({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p className="field__error" role="alert">
      {t(errorKey(code))}
      {MENDED_IN_PROFILE.has(code) ? (
        <>
          {' '}
          <Link to={PROFILE_PATH} data-testid="field-error-profile">
            {t('account.open_profile')}
          </Link>
        </>
      ) : null}
    </p>
  );
}
