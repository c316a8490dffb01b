import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { errorCodeOf } from '../../../components/use-form.ts';
import { useLoaded } from '../../../shared/use-loaded.ts';
import { answerRequest, readRequests } from '../school-api.ts';

/** Requests (spec §4): people who asked to join; accept (they become members) or reject. */
export function RequestsTab({ schoolId }: { schoolId: string }) {
  const { t, i18n } = useTranslation();
  const [requests, reload] = useLoaded(() => readRequests(schoolId), schoolId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (requests.status === 'loading') return <PageSpinner />;
  if (requests.status === 'failed') return <FormAlert code={requests.code} />;

  async function answer(userId: string, choice: 'accept' | 'reject') {
    setBusy(true);
    setError(null);
    try {
      await answerRequest(schoolId, userId, choice);
      reload();
    } catch (failure) {
      setError(errorCodeOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className="school-card__heading">{t('school.tab_requests')}</h2>
      <FormAlert code={error} />
      {requests.value.length === 0 ? (
        <p className="school-empty">{t('school.requests_empty')}</p>
      ) : (
        <ul className="school-rows">
          {requests.value.map((r) => (
            <li key={r.user_id} className="school-row">
              <div className="school-row__who">
                <strong>{r.name}</strong>
                <span className="school-row__meta">{r.email}</span>
                <span className="school-row__meta">
                  {t('school.requests_at', {
                    date: new Date(r.requested_at).toLocaleDateString(i18n.language),
                  })}
                </span>
              </div>
              <div className="school-row__actions">
                <button
                  type="button"
                  className="button button--accent school-button--small"
                  disabled={busy}
                  onClick={() => answer(r.user_id, 'accept')}
                >
                  {t('school.requests_accept')}
                </button>
                <button
                  type="button"
                  className="button school-button--outline school-button--small"
                  disabled={busy}
                  onClick={() => answer(r.user_id, 'reject')}
                >
                  {t('school.requests_reject')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
