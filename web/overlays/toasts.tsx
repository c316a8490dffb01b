import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toastsAtom } from './toast-state.ts';

/** Short success and error notes at the top (spec §2); the region is always present so readers announce them. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  return (
    <section className="toasts" aria-label={t('overlays.notifications')} aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className={`toast toast--${toast.kind}`}>
          {t(toast.messageKey)}
        </p>
      ))}
    </section>
  );
}
