import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { assignmentsPath } from '../../shared/paths/assignment-paths.ts';
import { editorPath, myQuizPath } from '../../shared/paths/my-quiz-paths.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { GameReportView } from './game-report-view.tsx';
import { PlayReportView, PlaysList } from './play-reports.tsx';
import { type GameListItem, isGamePhase } from './report-model.ts';
import { fetchGamesOfQuiz } from './reports-api.ts';
import '../../components/creator-controls.css';
import '../../components/report-table.css';
// The question types' result views (charts, answer colours and shapes) are styled with the live screens.
import '../../components/live-screens/live.css';
import './reports.css';

type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; code: string; http: number };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'something_went_wrong');
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** `/report/{quizId}`: the games played of a quiz; picking one (`?game=`) shows its report. */
export function ReportPage() {
  const { t, i18n } = useTranslation();
  const { quizId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, setQuiz] = useState<Loaded<QuizView>>({ status: 'loading' });
  const [games, setGames] = useState<Loaded<GameListItem[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const gameId = searchParams.get('game');
  const playId = searchParams.get('play');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    setQuiz({ status: 'loading' });
    setGames({ status: 'loading' });
    fetchQuiz(quizId).then(
      (value) => current && setQuiz({ status: 'ready', value }),
      (error: unknown) =>
        current && setQuiz({ status: 'failed', code: codeOf(error), http: statusOf(error) }),
    );
    fetchGamesOfQuiz(quizId).then(
      (value) => current && setGames({ status: 'ready', value }),
      (error: unknown) =>
        current && setGames({ status: 'failed', code: codeOf(error), http: statusOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [quizId, attempt]);

  if (quiz.status === 'failed')
    return <ErrorState code={quiz.code} onRetry={() => setAttempt((n) => n + 1)} />;
  if (quiz.status === 'loading' || session.status !== 'signed-in') return <PageSpinner />;
  if (!quiz.value.can_edit) return <ErrorState code="no_permission" />;

  return (
    <div className="report-page">
      <header className="report-page__header">
        <Link to={myQuizPath(i18n.language, '?tab=reports')} className="editor-header__back">
          <span aria-hidden="true">←</span> {t('editor.back')}
        </Link>
        <p className="report-page__kicker">{t('reports.heading')}</p>
        <h1 className="report-page__title">{quiz.value.title}</h1>
        <div className="report-page__actions">
          <Link
            to={editorPath(quiz.value._id)}
            className="button creator-button--on-red creator-button--small"
          >
            {t('reports.edit_quiz')}
          </Link>
          <Link
            to={assignmentsPath(quiz.value._id)}
            className="button creator-button--on-red creator-button--small"
            data-testid="homework-link"
          >
            {t('assignment.open_link')}
          </Link>
        </div>
      </header>
      <div
        className={
          gameId || playId ? 'report-page__layout report-page__layout--with-game' : 'report-page__layout'
        }
      >
        <div className="report-page__lists">
          <GamesList
            quizId={quizId}
            games={games}
            selected={gameId}
            onRetry={() => setAttempt((n) => n + 1)}
          />
          <PlaysList quizId={quizId} selected={playId} />
        </div>
        {gameId ? (
          <GameReportView key={gameId} gameId={gameId} />
        ) : playId ? (
          <PlayReportView key={playId} playId={playId} quizTitle={quiz.value.title} />
        ) : (
          games.status === 'ready' &&
          games.value.length > 0 && <p className="report-page__pick">{t('reports.pick_game')}</p>
        )}
      </div>
    </div>
  );
}

interface GamesListProps {
  quizId: string;
  games: Loaded<GameListItem[]>;
  selected: string | null;
  onRetry: () => void;
}

function GamesList({ quizId, games, selected, onRetry }: GamesListProps) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  return (
    <section className="surface games-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="games-list__heading">
        {t('reports.games_heading')}
      </h2>
      {games.status === 'loading' && <p>{t('common.loading')}</p>}
      {games.status === 'failed' && (
        <div className="games-list__error" role="alert" data-error-code={games.code}>
          {/* A 404 without a quiz code means the list's route is not there (yet), not that the quiz is missing. */}
          <p>
            {games.http === 404 && games.code === 'not_found'
              ? t('reports.list_unavailable')
              : t(errorKey(games.code))}
          </p>
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            onClick={onRetry}
          >
            {t('reports.retry')}
          </button>
        </div>
      )}
      {games.status === 'ready' && games.value.length === 0 && <p>{t('reports.no_games')}</p>}
      {games.status === 'ready' && games.value.length > 0 && (
        <ol className="games-list__items">
          {games.value.map((game) => (
            <li key={game.game_id}>
              <Link
                to={reportPath(quizId, game.game_id)}
                className="games-list__game"
                aria-current={game.game_id === selected ? 'true' : undefined}
              >
                <time className="games-list__date" dateTime={game.opened_at}>
                  {dateTime(game.opened_at)}
                </time>
                <span className="games-list__meta">
                  <span className={`creator-badge creator-badge--phase-${game.phase}`}>
                    {isGamePhase(game.phase) ? t(`reports.phase_${game.phase}`) : game.phase}
                  </span>
                  <span>{t('reports.players_count', { players: game.players })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
