import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkQuizTitle, type TitleProblem } from '../../../domain/quiz/rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { createQuiz } from '../../http/quizzes-api.ts';
import { withLoadingOverlay } from '../../overlays/loading-state.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { loginPath, registerPath } from '../../shared/paths/login-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { rememberPendingQuizTitle, takePendingQuizTitle } from './pending-quiz-title.ts';
import { QuizTitleField } from './quiz-title-field.tsx';
import './quiz-pages.css';

const TITLE_PARAM = 'title';

/** The quiz editor, where a new quiz gets its questions. */
const editorPath = (quizId: string) => `/my-quiz/edit/${encodeURIComponent(quizId)}`;

/**
 * `/create-quiz`: name a new quiz, then edit it. Anyone may open it; saving needs an account (spec §6),
 * so a signed-out visitor is sent to sign up (or log in) and, once back, the quiz is made with the title
 * they typed, without a second submit.
 */
export function CreateQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const [title, setTitle] = useState(() => searchParams.get(TITLE_PARAM) ?? '');
  const [problem, setProblem] = useState<TitleProblem | null>(null);
  const signedOut = session.status === 'signed-out';

  const [creating, setCreating] = useState(false);
  const autoCreateChecked = useRef(false);

  /** This page again, with the title filled in: where signing up or logging in returns to. */
  const returnPath = () =>
    title.trim() ? `/create-quiz?${new URLSearchParams({ [TITLE_PARAM]: title })}` : '/create-quiz';

  /** Off to sign up (or log in); the title waits in this tab, so the quiz is made on the way back. */
  function leaveToSignIn(page: 'register' | 'login') {
    if (!('problem' in checkQuizTitle(title))) rememberPendingQuizTitle(title);
    navigate(page === 'register' ? registerPath(returnPath()) : loginPath(returnPath()));
  }

  async function createNow(checkedTitle: string) {
    setCreating(true);
    try {
      const created = await withLoadingOverlay(() => createQuiz(checkedTitle));
      showToast('success', 'create_quiz.created');
      navigate(editorPath(created._id));
    } catch (error) {
      setCreating(false);
      // The session ended and could not be renewed: log in again, keeping the title.
      if (error instanceof ApiError && error.status === 401) leaveToSignIn('login');
      else showErrorMessage(error);
    }
  }

  // Back from signing up or logging in with a title submitted before: make the quiz at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the session is known.
  useEffect(() => {
    if (session.status !== 'signed-in' || autoCreateChecked.current) return;
    autoCreateChecked.current = true;
    const checked = checkQuizTitle(title);
    if (!('problem' in checked) && takePendingQuizTitle(title)) void createNow(checked.title);
  }, [session.status]);

  async function create(event: FormEvent) {
    event.preventDefault();
    // The same rule the server enforces, so most mistakes are explained without a round trip.
    const checked = checkQuizTitle(title);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    if (signedOut) leaveToSignIn('register');
    else await createNow(checked.title);
  }

  return (
    <div className="page page--narrow">
      <form className="surface quiz-form" onSubmit={create} noValidate>
        <h1 className="quiz-form__heading">{t('create_quiz.heading')}</h1>
        <p>{t('create_quiz.lead')}</p>
        {signedOut && (
          <div className="quiz-form__login-note">
            <p>{t('create_quiz.login_note')}</p>
            <p className="quiz-form__login-links">
              <Link
                to={registerPath(returnPath())}
                onClick={(event) => {
                  event.preventDefault();
                  leaveToSignIn('register');
                }}
              >
                {t('create_quiz.sign_up_link')}
              </Link>
              <Link
                to={loginPath(returnPath())}
                onClick={(event) => {
                  event.preventDefault();
                  leaveToSignIn('login');
                }}
              >
                {t('create_quiz.login_link')}
              </Link>
            </p>
          </div>
        )}
        <QuizTitleField
          label={t('create_quiz.title_label')}
          placeholder={t('create_quiz.title_placeholder')}
          value={title}
          onChange={setTitle}
          problem={problem}
        />
        <button type="submit" className="button button--accent quiz-form__submit" disabled={creating}>
          {creating ? t('create_quiz.creating') : t('create_quiz.submit')}
        </button>
      </form>
    </div>
  );
}
