import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { loginPath } from '../../shared/paths/login-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { newestOf } from '../../socket/topic-versions.ts';
import { useLiveQuiz } from './live-quiz.ts';
import { QuizTitleEditor } from './quiz-title-editor.tsx';
import './quiz-pages.css';

/** `/edit/{id}`: the quiz page. It follows the quiz over the socket, so edits from other tabs show at once. */
export function EditQuizPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<QuizView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoaded(null);
    setLoadError(null);
    fetchQuiz(id).then(
      (quiz) => current && setLoaded(quiz),
      (error: unknown) =>
        current && setLoadError(error instanceof ApiError ? error.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [id]);

  // Follow only a quiz that exists; the snapshot on subscribe covers anything changed since the fetch.
  const live = useLiveQuiz(loaded ? id : null);
  const quiz = newestOf(loaded, live);

  if (loadError !== null) {
    // Spec §8: a failed quiz fetch is the page's to explain, not the main modal's.
    return (
      <section className="page page--centered">
        <h1 className="page__title">{t('errors.something_wrong_title')}</h1>
        <p className="page__lead">{t(errorKey(loadError))}</p>
        <Link to="/" className="button button--light">
          {t('common.back_home')}
        </Link>
      </section>
    );
  }
  if (!quiz) return <PageSpinner />;

  return (
    <div className="page page--narrow">
      <header className="quiz-header">
        <h1 className="quiz-header__title" data-testid="quiz-title">
          {quiz.title}
        </h1>
        <p className="quiz-header__code">
          <span>{t('edit_quiz.code_label')}</span> <strong className="quiz-code">{quiz.code}</strong>
        </p>
      </header>
      {/* Who may edit comes from the signed-in fetch: socket updates are the public view, without it. */}
      <QuizEditingArea quiz={quiz} canEdit={loaded?.can_edit === true} onSaved={setLoaded} />
    </div>
  );
}

/**
 * The owner (and the site's administrators, whom the server also lets through) may change the quiz;
 * everyone else reads it, with a note on why there is no save button.
 */
function QuizEditingArea({
  quiz,
  canEdit,
  onSaved,
}: {
  quiz: QuizView;
  canEdit: boolean;
  onSaved: (quiz: QuizView) => void;
}) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  if (session.status === 'starting') return null;
  if (session.status === 'signed-out') {
    return (
      <p className="quiz-form__login-note">
        {t('edit_quiz.login_note')} <Link to={loginPath(`/edit/${quiz._id}`)}>{t('nav.log_in')}</Link>
      </p>
    );
  }
  if (!canEdit) {
    return <p className="quiz-form__login-note">{t('edit_quiz.read_only_note')}</p>;
  }
  return <QuizTitleEditor quiz={quiz} onSaved={onSaved} />;
}
