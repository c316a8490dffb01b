import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizSharingView, ShareRightsBody } from '../../../api/contracts/quiz-sharing.ts';
import { checkEmail } from '../../../domain/user/rules.ts';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../http/api-error.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { RightsFields } from './rights-fields.tsx';
import { shareQuiz } from './sharing-api.ts';

const START: ShareRightsBody = { can_read: true, can_edit: false, can_access_report: false };

/** Share with one more person: their e-mail and what they may do. The server's rules decide; these explain early. */
export function AddPersonForm({
  quizId,
  ownEmail,
  onShared,
}: {
  quizId: string;
  ownEmail: string | null;
  onShared: (view: QuizSharingView) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [rights, setRights] = useState(START);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEmail(email);
    if ('problem' in checked) return setProblem(checked.problem);
    if (checked.email === ownEmail?.toLowerCase()) return setProblem('share_own_email');
    if (!rights.can_read && !rights.can_edit && !rights.can_access_report)
      return setProblem('share_rights_required');
    setProblem(null);
    setBusy(true);
    try {
      onShared(await shareQuiz(quizId, { email: checked.email, ...rights }));
      setEmail('');
      setRights(START);
      showToast('success', 'sharing.shared_toast');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.code : 'something_went_wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="sharing-add" onSubmit={submit} noValidate>
      <TextField
        label={t('sharing.email_label')}
        placeholder={t('sharing.email_placeholder')}
        type="email"
        value={email}
        onChange={setEmail}
        error={problem}
        autoComplete="off"
        hint={t('sharing.email_hint')}
      />
      <RightsFields rights={rights} onChange={setRights} />
      <button type="submit" className="button button--accent" disabled={busy} aria-busy={busy}>
        {t('sharing.share_button')}
      </button>
    </form>
  );
}
