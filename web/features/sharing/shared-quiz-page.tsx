import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { SharedQuizPreview } from '../../../api/contracts/quiz-sharing.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import { editorPath } from '../../shared/paths/my-quiz-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { QuizPreview } from './quiz-preview.tsx';
import { copyToMyQuizzes, fetchSharedQuiz } from './sharing-api.ts';
import '../../components/creator-controls.css';
import './sharing.css';

/**
 * `/set/{id}/share/{token}` (and its `/skoler/` and `/school/` forms): a quiz someone shared by link. Anyone
 * sees its questions (never the answers); a signed-in visitor copies it to their quizzes, a guest is
 * asked to sign in first and comes back here.
 */
export function SharedQuizPage() {
  const { t } = useTranslation();
  const { id = '', token = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [preview, setPreview] = useState<SharedQuizPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);

  useEffect(() => {
    let current = true;
    fetchSharedQuiz(id, token).then(
      (loaded) => current && setPreview(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [id, token]);

  if (error) return <ErrorState code={error} title={t('sharing.link_broken_title')} />;
  if (!preview) return <PageSpinner />;
  const { quiz } = preview;

  async function copy() {
    setCopying(true);
    try {
      const created = await copyToMyQuizzes(quiz._id, token);
      showToast('success', 'sharing.copied_toast');
      navigate(editorPath(created._id));
    } catch (failure) {
      showErrorMessage(failure);
      setCopying(false);
    }
  }

  return (
    <QuizPreview
      quiz={quiz}
      kicker={t('sharing.shared_kicker')}
      ownerName={preview.owner_name}
      lead={t('sharing.copy_lead')}
      actions={
        <>
          {session.status === 'signed-in' ? (
            <button
              type="button"
              className="button button--accent"
              disabled={copying}
              aria-busy={copying}
              onClick={() => void copy()}
            >
              {t('sharing.copy_button')}
            </button>
          ) : (
            <Link to={loginPath(pathname)} className="button button--accent">
              {t('sharing.sign_in_to_copy')}
            </Link>
          )}
          {quiz.status && quiz.questions.length > 0 && (
            <Link to={`/${encodeURIComponent(quiz.code)}`} className="button creator-button--outline">
              {t('sharing.play_button')}
            </Link>
          )}
        </>
      }
    />
  );
}
