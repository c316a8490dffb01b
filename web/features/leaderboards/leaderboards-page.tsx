import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { LeaderboardView } from '../../../api/contracts/leaderboards.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { leaderboardEditPath } from '../../shared/paths/leaderboard-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { type Loaded, useLoaded, useQuiz } from '../../shared/use-loaded.ts';
import { LeaderboardForm, NEW_LEADERBOARD } from './leaderboard-form.tsx';
import { createLeaderboard, fetchLeaderboards, fetchQuizReports } from './leaderboards-api.ts';
import { QuizReportsHeader } from './quiz-reports-header.tsx';
import { ShareLink } from './share-link.tsx';
import '../../components/creator-controls.css';
import './leaderboards.css';
import { LoadFailed } from '../../components/load-failed.tsx';
import { leaderboardCounts } from './leaderboard-counts.ts';

/** `/report/{quizId}/leaderboards`: the quiz's combined leaderboards, and a form to make one. */
export function LeaderboardsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quizId = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, retryQuiz] = useQuiz(quizId);
  const [boards, retry] = useLoaded(() => fetchLeaderboards(quizId), quizId);
  const [reports] = useLoaded(() => fetchQuizReports(quizId), quizId);
  const headingId = useId();

  if (quiz.status === 'failed') return <ErrorState code={quiz.code} onRetry={retryQuiz} />;
  if (quiz.status === 'loading' || session.status !== 'signed-in') return <PageSpinner />;
  if (!quiz.value.can_edit) return <ErrorState code="no_permission" />;

  return (
    <div className="leaderboards-page">
      <QuizReportsHeader quizId={quizId} title={quiz.value.title} />
      <div className="leaderboards-page__layout">
        <LeaderboardList quizId={quizId} boards={boards} onRetry={retry} />
        <section className="surface leaderboards-page__panel" aria-labelledby={headingId}>
          <h2 id={headingId} className="leaderboards-page__heading">
            {t('leaderboards.create_heading')}
          </h2>
          <LeaderboardForm
            initial={NEW_LEADERBOARD}
            reports={reports}
            submitLabel={t('leaderboards.create')}
            onSubmit={async (body) => {
              const created = await createLeaderboard({ quiz_id: quizId, ...body });
              navigate(leaderboardEditPath(quizId, created.leaderboard_id));
            }}
          />
        </section>
      </div>
    </div>
  );
}

function LeaderboardList({
  quizId,
  boards,
  onRetry,
}: {
  quizId: string;
  boards: Loaded<LeaderboardView[]>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      className="surface leaderboards-page__panel"
      aria-labelledby={headingId}
      data-testid="leaderboard-list"
    >
      <h2 id={headingId} className="leaderboards-page__heading">
        {t('leaderboards.list_heading')}
      </h2>
      {boards.status === 'loading' && <p>{t('common.loading')}</p>}
      {boards.status === 'failed' && <LoadFailed code={boards.code} onRetry={onRetry} />}
      {boards.status === 'ready' && boards.value.length === 0 && <p>{t('leaderboards.none')}</p>}
      {boards.status === 'ready' && boards.value.length > 0 && (
        <ol className="leaderboards-page__items">
          {boards.value.map((board) => (
            <li key={board.leaderboard_id} className="leaderboards-page__item">
              <Link
                to={leaderboardEditPath(quizId, board.leaderboard_id)}
                className="leaderboards-page__item-title"
              >
                {board.name}
              </Link>
              <span className="leaderboards-page__meta">
                <span className={`creator-badge leaderboard-badge--${board.status}`}>
                  {t(`leaderboards.status_${board.status}`)}
                </span>
                <span>{t(`leaderboards.mode_${board.merge_mode}`)}</span>
                <span>{leaderboardCounts(t, board.players, board.reports)}</span>
              </span>
              <ShareLink leaderboardId={board.leaderboard_id} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
