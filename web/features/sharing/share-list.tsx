import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizSharingView, ShareView } from '../../../api/contracts/quiz-sharing.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { RightsFields } from './rights-fields.tsx';
import { changeShare, removeShare } from './sharing-api.ts';

/** The people the quiz is shared with; each change is saved at once. */
export function ShareList({
  view,
  onChanged,
}: {
  view: QuizSharingView;
  onChanged: (next: QuizSharingView) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(share: ShareView, action: () => Promise<QuizSharingView>, toast: 'changed' | 'removed') {
    setBusy(share.share_id);
    try {
      onChanged(await action());
      showToast('success', toast === 'changed' ? 'sharing.changed_toast' : 'sharing.removed_toast');
    } catch (error) {
      showErrorMessage(error);
    } finally {
      setBusy(null);
    }
  }

  if (view.shares.length === 0) return <p className="sharing-empty">{t('sharing.nobody_yet')}</p>;
  return (
    <ul className="sharing-list">
      {view.shares.map((share) => {
        const who = share.name ?? share.email ?? t('sharing.forgotten_person');
        return (
          <li key={share.share_id} className="sharing-person" data-email={share.email ?? ''}>
            <div className="sharing-person__who">
              <span className="sharing-person__name">{who}</span>
              {share.name && share.email && <span className="sharing-person__email">{share.email}</span>}
              {share.status === 'pending' && (
                <span className="creator-badge creator-badge--inactive">{t('sharing.pending')}</span>
              )}
            </div>
            <RightsFields
              rights={share}
              who={who}
              disabled={busy === share.share_id}
              onChange={(rights) =>
                void run(share, () => changeShare(view.quiz_id, share.share_id, rights), 'changed')
              }
            />
            <button
              type="button"
              className="button creator-button--outline creator-button--small"
              disabled={busy === share.share_id}
              onClick={() => void run(share, () => removeShare(view.quiz_id, share.share_id), 'removed')}
            >
              {t('sharing.remove')}
              <span className="visually-hidden">: {who}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
