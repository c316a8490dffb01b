import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { errorCodeOf as codeOf } from '../../components/use-form.ts';
import { leaderboardsPath } from '../../shared/paths/leaderboard-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useLoaded, useQuiz } from '../../shared/use-loaded.ts';
import { LeaderboardForm } from './leaderboard-form.tsx';
import {
  deleteLeaderboard,
  fetchLeaderboard,
  fetchQuizReports,
  updateLeaderboard,
} from './leaderboards-api.ts';
import { QuizReportsHeader } from './quiz-reports-header.tsx';
import { ShareLink } from './share-link.tsx';
import '../../components/creator-controls.css';
import './leaderboards.css';
import { leaderboardCounts } from './leaderboard-counts.ts';

/** `/report/{quizId}/leaderboards/{id}`: one leaderboard's link, its settings to change, and delete. */
export function LeaderboardEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quizId = '', leaderboardId = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, retryQuiz] = useQuiz(quizId);
  const [board, retry] = useLoaded(() => fetchLeaderboard(leaderboardId), leaderboardId);
  const [reports] = useLoaded(() => fetchQuizReports(quizId), quizId);
  const [saved, setSaved] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const headingId = useId();

  if (quiz.status === 'failed') return <ErrorState code={quiz.code} onRetry={retryQuiz} />;
  if (board.status === 'failed') return <ErrorState code={board.code} onRetry={retry} />;
  if (quiz.status === 'loading' || board.status === 'loading' || session.status !== 'signed-in')
    return <PageSpinner />;

  async function remove() {
    if (!window.confirm(t('leaderboards.delete_confirm'))) return;
    try {
      await deleteLeaderboard(leaderboardId);
      navigate(leaderboardsPath(quizId));
    } catch (failure) {
      setDeleteError(codeOf(failure));
    }
  }

  return (
    <div className="leaderboards-page">
      <QuizReportsHeader quizId={quizId} title={quiz.value.title} />
      <div className="leaderboards-page__layout">
        <section className="surface leaderboards-page__panel" aria-labelledby={headingId}>
          <h2 id={headingId} className="leaderboards-page__heading" data-testid="leaderboard-heading">
            {board.value.name}
          </h2>
          <p>{leaderboardCounts(t, board.value.players, board.value.reports)}</p>
          <h3 className="field__label">{t('leaderboards.live_link')}</h3>
          <ShareLink leaderboardId={leaderboardId} />
          <p className="field__hint">{t('leaderboards.live_link_help')}</p>
          <FormAlert code={deleteError} />
          <button
            type="button"
            className="button creator-button--danger creator-button--small"
            onClick={remove}
          >
            {t('leaderboards.delete')}
          </button>
        </section>
        <section className="surface leaderboards-page__panel" aria-label={t('leaderboards.edit_heading')}>
          <h2 className="leaderboards-page__heading">{t('leaderboards.edit_heading')}</h2>
          {saved && <p role="status">{t('leaderboards.saved')}</p>}
          <LeaderboardForm
            key={board.value.updated_at}
            initial={board.value}
            reports={reports}
            submitLabel={t('leaderboards.save')}
            onSubmit={async (body) => {
              await updateLeaderboard(leaderboardId, body);
              setSaved(true);
              retry();
            }}
          />
        </section>
      </div>
    </div>
  );
}
