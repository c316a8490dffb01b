import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizSharingView } from '../../../api/contracts/quiz-sharing.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { createShareLink, revokeShareLink } from './sharing-api.ts';

/** The quiz's share link: create it, copy it, replace it, or stop it. */
export function ShareLinkPanel({
  view,
  onChanged,
}: {
  view: QuizSharingView;
  onChanged: (next: QuizSharingView) => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [busy, setBusy] = useState(false);
  const url = view.link ? `${window.location.origin}${view.link.path}` : null;

  async function run(action: () => Promise<QuizSharingView>) {
    setBusy(true);
    try {
      onChanged(await action());
    } catch (error) {
      showErrorMessage(error);
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', 'sharing.link_copied');
    } catch {
      showToast('error', 'sharing.link_copy_failed');
    }
  }

  return (
    <div className="sharing-link">
      <p>{t('sharing.link_lead')}</p>
      {url ? (
        <>
          <label className="field__label" htmlFor={fieldId}>
            {t('sharing.link_label')}
          </label>
          <div className="sharing-link__row">
            <input
              id={fieldId}
              className="sharing-link__url"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button button--accent" onClick={() => void copy()}>
              {t('sharing.link_copy')}
            </button>
          </div>
          <div className="sharing-link__actions">
            <button
              type="button"
              className="button creator-button--outline creator-button--small"
              disabled={busy}
              onClick={() => void run(() => createShareLink(view.quiz_id))}
            >
              {t('sharing.link_replace')}
            </button>
            <button
              type="button"
              className="button creator-button--outline creator-button--small"
              disabled={busy}
              onClick={() => void run(() => revokeShareLink(view.quiz_id))}
            >
              {t('sharing.link_revoke')}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="button button--accent"
          disabled={busy}
          onClick={() => void run(() => createShareLink(view.quiz_id))}
        >
          {t('sharing.link_create')}
        </button>
      )}
    </div>
  );
}
