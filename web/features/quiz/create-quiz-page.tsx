import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkQuizTitle, type TitleProblem } from '../../../domain/quiz/rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { withLoadingOverlay } from '../../overlays/loading-state.ts';
import { showErrorMessage } from '../../overlays/main-message-state.ts';
import { showToast } from '../../overlays/toast-state.ts';
import { loginPath } from '../auth/login-paths.ts';
import { sessionAtom } from '../auth/session-state.ts';
import { createQuiz } from './quiz-api.ts';
import { QuizTitleField } from './quiz-title-field.tsx';
import './quiz-pages.css';

const TITLE_PARAM = 'title';

/**
 * `/create-quiz`: name a new quiz, then edit it. Anyone may open it; saving needs an account (spec §6),
 * so a signed-out visitor is sent to log in and brought back with the title they typed.
 */
export function CreateQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const [title, setTitle] = useState(() => searchParams.get(TITLE_PARAM) ?? '');
  const [problem, setProblem] = useState<TitleProblem | null>(null);
  const signedOut = session.status === 'signed-out';

  /** Log in, then come back to this page with the title filled in. */
  const loginAndReturn = () =>
    loginPath(
      title.trim() ? `/create-quiz?${new URLSearchParams({ [TITLE_PARAM]: title })}` : '/create-quiz',
    );

  async function create(event: FormEvent) {
    event.preventDefault();
    // The same rule the server enforces, so most mistakes are explained without a round trip.
    const checked = checkQuizTitle(title);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    if (signedOut) {
      navigate(loginAndReturn());
      return;
    }
    try {
      const created = await withLoadingOverlay(() => createQuiz(checked.title));
      showToast('success', 'create_quiz.created');
      navigate(`/edit/${created._id}`);
    } catch (error) {
      // The session ended and could not be renewed: log in again, keeping the title.
      if (error instanceof ApiError && error.status === 401) navigate(loginAndReturn());
      else showErrorMessage(error);
    }
  }

  return (
    <div className="page page--narrow">
      <form className="surface quiz-form" onSubmit={create} noValidate>
        <h1 className="quiz-form__heading">{t('create_quiz.heading')}</h1>
        <p>{t('create_quiz.lead')}</p>
        {signedOut && (
          <p className="quiz-form__login-note">
            {t('create_quiz.login_note')} <Link to={loginAndReturn()}>{t('create_quiz.login_link')}</Link>
          </p>
        )}
        <QuizTitleField
          label={t('create_quiz.title_label')}
          placeholder={t('create_quiz.title_placeholder')}
          value={title}
          onChange={setTitle}
          problem={problem}
        />
        <button type="submit" className="button button--accent quiz-form__submit">
          {t('create_quiz.submit')}
        </button>
      </form>
    </div>
  );
}
