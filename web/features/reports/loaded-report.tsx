import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/api-error.ts';
import { errorKey } from '../../i18n/translation-key.ts';

/**
 * A report read from the server: "loading" while it comes, the translated error if it cannot, then
 * `children` with it. A new `load` (another game, another play) starts over.
 */
export function LoadedReport<T>({
  load,
  children,
}: {
  load: () => Promise<T>;
  children: (report: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const [report, setReport] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setReport(null);
    setError(null);
    load().then(
      (loaded) => current && setReport(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [load]);

  if (error) {
    return (
      <section className="surface game-report" role="alert">
        <p className="field__error">{t(errorKey(error))}</p>
      </section>
    );
  }
  if (report === null) {
    return (
      <section className="surface game-report" aria-busy="true">
        <p>{t('common.loading')}</p>
      </section>
    );
  }
  return children(report);
}
