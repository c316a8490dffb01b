import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { QuizView } from '../../../api/contracts/quizzes.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiError } from '../../http/api-error.ts';
import { fetchQuiz } from '../../http/quizzes-api.ts';
import { assignmentsPath } from '../../shared/paths/assignment-paths.ts';
import { leaderboardsPath, mergedReportsPath } from '../../shared/paths/leaderboard-paths.ts';
import { editorPath, myQuizPath } from '../../shared/paths/my-quiz-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { ReportView } from './report-view.tsx';
import { fetchReportsOfQuiz, type ReportSummary } from './reports-api.ts';
import { ReportsList } from './reports-list.tsx';
import './report-styles.ts';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; code: string };

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'something_went_wrong');

/**
 * `/report/{quizId}`: every run of a quiz as a report; picking one (`?report=`) opens it beside the list.
 * Links made before reports had their own ids (`?game=`, `?play=`) open the same report.
 */
export function ReportPage() {
  const { t, i18n } = useTranslation();
  const { quizId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, setQuiz] = useState<Loaded<QuizView>>({ status: 'loading' });
  const [reports, setReports] = useState<Loaded<ReportSummary[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reportId = searchParams.get('report') ?? searchParams.get('game') ?? searchParams.get('play');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    setQuiz({ status: 'loading' });
    setReports({ status: 'loading' });
    fetchQuiz(quizId).then(
      (value) => current && setQuiz({ status: 'ready', value }),
      (error: unknown) => current && setQuiz({ status: 'failed', code: codeOf(error) }),
    );
    fetchReportsOfQuiz(quizId).then(
      (value) => current && setReports({ status: 'ready', value }),
      (error: unknown) => current && setReports({ status: 'failed', code: codeOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [quizId, attempt]);

  const changed = useCallback(
    (next: ReportSummary) =>
      setReports((list) =>
        list.status === 'ready'
          ? { status: 'ready', value: list.value.map((r) => (r.report_id === next.report_id ? next : r)) }
          : list,
      ),
    [],
  );

  if (quiz.status === 'failed')
    return <ErrorState code={quiz.code} onRetry={() => setAttempt((n) => n + 1)} />;
  if (quiz.status === 'loading' || session.status !== 'signed-in') return <PageSpinner />;
  // The server decides who reads reports (the owner, admins, and those it is shared with can_access_report).
  if (reports.status === 'failed' && reports.code === 'no_permission')
    return <ErrorState code="no_permission" />;
  const editable = quiz.value.can_edit;

  return (
    <div className="report-page">
      <header className="report-page__header">
        <Link to={myQuizPath(i18n.language, '?tab=reports')} className="editor-header__back">
          <span aria-hidden="true">←</span> {t('editor.back')}
        </Link>
        <p className="report-page__kicker">{t('reports.heading')}</p>
        <h1 className="report-page__title">{quiz.value.title}</h1>
        <div className="report-page__actions" hidden={!editable}>
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
          <Link
            to={leaderboardsPath(quiz.value._id)}
            className="button creator-button--on-red creator-button--small"
            data-testid="leaderboards-link"
          >
            {t('leaderboards.heading')}
          </Link>
          <Link
            to={mergedReportsPath(quiz.value._id)}
            className="button creator-button--on-red creator-button--small"
            data-testid="merged-reports-link"
          >
            {t('merge_reports.heading')}
          </Link>
        </div>
      </header>
      <div
        className={reportId ? 'report-page__layout report-page__layout--with-game' : 'report-page__layout'}
      >
        <div className="report-page__lists">
          <ReportsList
            quizId={quizId}
            reports={reports}
            selected={reportId}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        </div>
        {reportId ? (
          <ReportView key={reportId} reportId={reportId} onChanged={changed} />
        ) : (
          reports.status === 'ready' &&
          reports.value.length > 0 && <p className="report-page__pick">{t('reports.pick_game')}</p>
        )}
      </div>
    </div>
  );
}
