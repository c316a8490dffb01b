import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { HostLiveAction } from '../../components/host-live.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';
import { QuizPreview } from './quiz-preview.tsx';
import '../../components/creator-controls.css';
import './sharing.css';

/**
 * `/my-quiz/view/{id}`: a quiz shared with the signed-in user to read (`can_read`), read-only: its
 * questions without the answers (the server never sends them to a reader), and hosting or playing it.
 */
export function ReadQuizPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [quiz, setQuiz] = useState<QuizView | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchQuiz(id).then(
      (loaded) => current && setQuiz(loaded),
      (failure: unknown) =>
        current && setError(failure instanceof ApiError ? failure.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (error) return <ErrorState code={error} />;
  if (!quiz) return <PageSpinner />;
  return (
    <QuizPreview
      quiz={quiz}
      kicker={t('sharing.read_kicker')}
      ownerName={null}
      lead={t('sharing.read_lead')}
      actions={
        <>
          <HostLiveAction quiz={quiz} className="button button--accent" />
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
