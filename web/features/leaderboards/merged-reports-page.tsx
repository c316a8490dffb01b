import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/error-state.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useDateTime } from '../../i18n/date-time.ts';
import { errorKey } from '../../i18n/translation-key.ts';
import { mergedReportPath } from '../../shared/paths/leaderboard-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useLoaded, useQuiz } from '../../shared/use-loaded.ts';
import { createMergeReport, fetchMergeReports, fetchQuizReports } from './leaderboards-api.ts';
import { MergeReportForm } from './merge-report-form.tsx';
import { QuizReportsHeader } from './quiz-reports-header.tsx';
import '../../components/creator-controls.css';
import './leaderboards.css';

/** `/report/{quizId}/merged`: the quiz's merged reports, and a form to merge more. */
export function MergedReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const { quizId = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, retryQuiz] = useQuiz(quizId);
  const [merged] = useLoaded(() => fetchMergeReports(quizId), quizId);
  const [reports] = useLoaded(() => fetchQuizReports(quizId), quizId);
  const listId = useId();
  const formId = useId();

  if (quiz.status === 'failed') return <ErrorState code={quiz.code} onRetry={retryQuiz} />;
  if (quiz.status === 'loading' || session.status !== 'signed-in') return <PageSpinner />;
  if (!quiz.value.can_edit) return <ErrorState code="no_permission" />;

  return (
    <div className="leaderboards-page">
      <QuizReportsHeader quizId={quizId} title={quiz.value.title} />
      <div className="leaderboards-page__layout">
        <section className="surface leaderboards-page__panel" aria-labelledby={listId}>
          <h2 id={listId} className="leaderboards-page__heading">
            {t('merge_reports.list_heading')}
          </h2>
          <p className="field__hint">{t('merge_reports.help')}</p>
          {merged.status === 'loading' && <p>{t('common.loading')}</p>}
          {merged.status === 'failed' && <p role="alert">{t(errorKey(merged.code))}</p>}
          {merged.status === 'ready' && merged.value.length === 0 && <p>{t('merge_reports.none')}</p>}
          {merged.status === 'ready' && merged.value.length > 0 && (
            <ol className="leaderboards-page__items">
              {merged.value.map((report) => (
                <li key={report.merge_report_id} className="leaderboards-page__item">
                  <Link
                    to={mergedReportPath(quizId, report.merge_report_id)}
                    className="leaderboards-page__item-title"
                  >
                    {report.name}
                  </Link>
                  <span className="leaderboards-page__meta">
                    <span className="creator-badge">{t(`merge_reports.status_${report.status}`)}</span>
                    <span>{t('merge_reports.reports_count', { count: report.reports.length })}</span>
                    <time dateTime={report.created_at}>{dateTime(report.created_at)}</time>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="surface leaderboards-page__panel" aria-labelledby={formId}>
          <h2 id={formId} className="leaderboards-page__heading">
            {t('merge_reports.create_heading')}
          </h2>
          <MergeReportForm
            initial={{ name: '', reports: [] }}
            reports={reports}
            submitLabel={t('merge_reports.create')}
            onSubmit={async (body) => {
              const created = await createMergeReport({ quiz_id: quizId, ...body });
              navigate(mergedReportPath(quizId, created.merge_report_id));
            }}
          />
        </section>
      </div>
    </div>
  );
}
