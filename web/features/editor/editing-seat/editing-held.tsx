import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../i18n/translation-key.ts';
import type { EditingSeat } from './use-editing-seat.ts';
import './editing-seat.css';

/**
 * In place of the editor while someone else holds it: who, and what this person can do about it. A
 * tab waiting here gets the editor by itself once the other closes it or goes silent.
 */
export function EditingHeld({ seat }: { seat: EditingSeat }) {
  const { t } = useTranslation();
  const view = seat.view;
  if (!view) return null;
  const name = view.editor_name ?? '';

  if (view.role === 'same_person_elsewhere') {
    return (
      <section className="surface editing-held" data-testid="editing-held">
        <h2 className="editing-held__title">{t('editing.elsewhere_title')}</h2>
        <p>{t('editing.elsewhere_text')}</p>
        <button type="button" className="button button--accent" onClick={() => seat.act('/move-here')}>
          {t('editing.move_here')}
        </button>
      </section>
    );
  }

  const request = view.request;
  return (
    <section className="surface editing-held" data-testid="editing-held">
      <h2 className="editing-held__title">{t('editing.held_title', { name })}</h2>
      <p>{t('editing.held_text')}</p>
      {view.answer === 'rejected' && !request && (
        <p className="editing-held__answer" role="status">
          {t('editing.rejected', { name })}
        </p>
      )}
      {request?.mine ? (
        <>
          <p className="editing-held__waiting" role="status">
            {t('editing.waiting', { name })}
          </p>
          <button type="button" className="button button--light" onClick={() => seat.act('/handover/cancel')}>
            {t('editing.cancel_request')}
          </button>
        </>
      ) : request ? (
        <p role="status">{t('editing.someone_asked', { name: request.name })}</p>
      ) : (
        <button type="button" className="button button--accent" onClick={() => seat.act('/handover')}>
          {t('editing.ask')}
        </button>
      )}
      {seat.error && (
        <p className="editing-held__error" role="alert">
          {t(errorKey(seat.error))}
        </p>
      )}
    </section>
  );
}
