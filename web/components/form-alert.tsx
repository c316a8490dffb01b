import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../i18n/translation-key.ts';

/** An error that belongs to the whole form (too many attempts, account suspended, offline), read out at once. */
export function FormAlert({
  code,
  params,
  children,
}: {
  code: string | null;
  /** Values for the message's placeholders, e.g. `{ seconds }`. */
  params?: Record<string, string | number>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={code ? 'form-alert' : 'form-alert form-alert--empty'}>
      {code && (
        <>
          <p>{t(errorKey(code), params ?? {})}</p>
          {children}
        </>
      )}
    </div>
  );
}
