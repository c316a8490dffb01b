import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { asEditorView, type EditorQuizView } from '../../../api/contracts/quizzes.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { QuizLookScope } from '../../components/quiz-look/index.ts';
import { PlayOutcome } from '../../components/solo-play/play-outcome.tsx';
import { PlayQuestion } from '../../components/solo-play/play-question.tsx';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { editorPath } from '../../shared/paths/my-quiz-paths.ts';
import { PreviewEnd } from './preview-end.tsx';
import { usePreviewPlay } from './use-preview-play.ts';
import '../../components/live-screens/live.css';
import '../../components/solo-play/solo-play.css';
import './preview.css';

/**
 * `/preview/{id}`: the quiz's creator plays it as a player would, on the play-alone screens, with
 * nothing recorded anywhere (use-preview-play.ts).
 */
export function PreviewPage() {
  const { id = '' } = useParams();
  const [quiz, setQuiz] = useState<EditorQuizView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchQuiz(id).then(
      (loaded) => {
        if (!current) return;
        const editable = asEditorView(loaded);
        if (editable) setQuiz(editable);
        else setLoadError('no_permission');
      },
      (error: unknown) =>
        current && setLoadError(error instanceof ApiError ? error.code : 'something_went_wrong'),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (loadError) return <ErrorState code={loadError} />;
  if (!quiz) return <PageSpinner />;
  return <PreviewRun quiz={quiz} />;
}

function PreviewRun({ quiz }: { quiz: EditorQuizView }) {
  const { t } = useTranslation();
  const { view, error, start, next, timeUp, answer } = usePreviewPlay(quiz);
  useEffect(() => start(), [start]);

  return (
    // The quiz's look (theme, colours, background), as a player's play alone shows it.
    <QuizLookScope look={view?.look ?? quiz.look}>
      <div className="play-page preview-page" data-testid="preview-page">
        <div className="preview-page__banner" role="note">
          <p>{t('preview.banner')}</p>
          <Link to={editorPath(quiz._id)} className="button button--accent">
            {t('preview.back')}
          </Link>
        </div>
        <p className="play-page__quiz">{quiz.title}</p>
        {error ? (
          <p className="phone-question__error" role="alert" data-testid="preview-error">
            {error === 'preview_no_questions' ? t('preview.no_questions') : t(errorKey(error))}
          </p>
        ) : null}
        {view === null ? null : view.phase === 'finished' ? (
          <PreviewEnd view={view} customMessage={quiz.custom_message} onAgain={start} />
        ) : view.question === null ? null : view.outcome ? (
          <PlayOutcome
            key={`outcome-${view.question.index}`}
            question={view.question}
            // A preview earns nothing: the coins a player would get are not shown as earned.
            outcome={{ ...view.outcome, coins: 0 }}
            score={view.score}
            busy={false}
            ghost={null}
            onNext={next}
          />
        ) : (
          <PlayQuestion
            key={`${view.playId}-${view.question.index}`}
            question={view.question}
            score={view.score}
            offsetMs={0}
            busy={false}
            refused={null}
            onAnswer={(given, submissionId) => answer(given, submissionId, view.question!.index)}
            onTimeUp={timeUp}
            onNext={next}
          />
        )}
      </div>
    </QuizLookScope>
  );
}
