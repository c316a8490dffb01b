import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { MergeReportWithContent } from '../../../api/contracts/merge-reports.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { errorCodeOf as codeOf } from '../../components/use-form.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { htmlLangOf, isLanguage } from '../../i18n/languages.ts';
import { mergedReportsPath } from '../../shared/paths/leaderboard-paths.ts';
import { sessionAtom } from '../../shared/session/session-state.ts';
import { useLoaded, useQuiz } from '../../shared/use-loaded.ts';
import {
  deleteMergeReport,
  fetchMergeReport,
  fetchQuizReports,
  setMergeReportStatus,
  updateMergeReport,
} from './leaderboards-api.ts';
import { MergeReportForm } from './merge-report-form.tsx';
import { QuizReportsHeader } from './quiz-reports-header.tsx';
import '../../components/creator-controls.css';
import '../../components/report-table.css';
import './leaderboards.css';

/** `/report/{quizId}/merged/{id}`: several reports read as one, with lock, edit and delete. */
export function MergedReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quizId = '', mergeReportId = '' } = useParams();
  const session = useAtomValue(sessionAtom);
  const [quiz, retryQuiz] = useQuiz(quizId);
  const [merged, retry] = useLoaded(() => fetchMergeReport(mergeReportId), mergeReportId);
  const [reports] = useLoaded(() => fetchQuizReports(quizId), quizId);
  const [actionError, setActionError] = useState<string | null>(null);

  if (quiz.status === 'failed') return <ErrorState code={quiz.code} onRetry={retryQuiz} />;
  if (merged.status === 'failed') return <ErrorState code={merged.code} onRetry={retry} />;
  if (quiz.status === 'loading' || merged.status === 'loading' || session.status !== 'signed-in')
    return <PageSpinner />;
  const { merge_report: report, content } = merged.value;
  const locked = report.status === 'lock';

  async function act(action: () => Promise<unknown>, after: () => void) {
    try {
      await action();
      setActionError(null);
      after();
    } catch (failure) {
      setActionError(codeOf(failure));
    }
  }

  return (
    <div className="leaderboards-page">
      <QuizReportsHeader quizId={quizId} title={quiz.value.title} />
      <section className="surface leaderboards-page__panel">
        <h2 className="leaderboards-page__heading" data-testid="merged-heading">
          {report.name}
        </h2>
        <p>
          {t('merge_reports.summary', {
            reports: t('merge_reports.reports_count', { count: content.reports.length }),
            players: t('merge_reports.players_count', { count: content.players.length }),
          })}
        </p>
        <FormAlert code={actionError} />
        <div className="leaderboard-share__actions">
          <button
            type="button"
            className="button creator-button--outline creator-button--small"
            onClick={() => act(() => setMergeReportStatus(mergeReportId, locked ? 'open' : 'lock'), retry)}
            data-testid="merged-lock"
          >
            {locked ? t('merge_reports.unlock') : t('merge_reports.lock')}
          </button>
          <button
            type="button"
            className="button creator-button--danger creator-button--small"
            disabled={locked}
            onClick={() =>
              window.confirm(t('merge_reports.delete_confirm')) &&
              act(
                () => deleteMergeReport(mergeReportId),
                () => navigate(mergedReportsPath(quizId)),
              )
            }
          >
            {t('merge_reports.delete')}
          </button>
        </div>
      </section>
      <div className="leaderboards-page__layout leaderboards-page__layout--stacked">
        <MergedPlayers content={content} />
        <MergedQuestions content={content} />
      </div>
      <section className="surface leaderboards-page__panel" aria-label={t('merge_reports.edit_heading')}>
        <h2 className="leaderboards-page__heading">{t('merge_reports.edit_heading')}</h2>
        {locked && <p>{t('merge_reports.locked_note')}</p>}
        <MergeReportForm
          key={report.updated_at}
          initial={{ name: report.name, reports: report.reports }}
          reports={reports}
          disabled={locked}
          submitLabel={t('merge_reports.save')}
          onSubmit={async (body) => {
            await updateMergeReport(mergeReportId, body);
            retry();
          }}
        />
      </section>
    </div>
  );
}

type Content = MergeReportWithContent['content'];

function MergedPlayers({ content }: { content: Content }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <section className="surface leaderboards-page__panel" aria-label={t('merge_reports.players_heading')}>
      <h3 className="leaderboards-page__heading">{t('merge_reports.players_heading')}</h3>
      <ol className="leaderboards-page__sources">
        {content.reports.map((source) => (
          <li key={source.id}>
            {source.kind === 'game'
              ? t('merge_reports.source_game', { when: dateTime(source.at), count: source.players })
              : t('merge_reports.source_play', { when: dateTime(source.at) })}
          </li>
        ))}
      </ol>
      <div className="leaderboards-page__scroll">
        <table className="report-table" data-testid="merged-players">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('merge_reports.col_name')}</th>
              <th scope="col">{t('merge_reports.col_score')}</th>
              <th scope="col">{t('merge_reports.col_right')}</th>
              <th scope="col">{t('merge_reports.col_report')}</th>
            </tr>
          </thead>
          <tbody>
            {content.players.map((player, index) => {
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed ranking; names may repeat.
                <tr key={index}>
                  <td>{player.rank}</td>
                  <td>{player.name}</td>
                  <td>{player.score}</td>
                  <td>{t('merge_reports.right_of', { right: player.correct, total: player.answered })}</td>
                  <td>{player.report + 1}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function MergedQuestions({ content }: { content: Content }) {
  const { t, i18n } = useTranslation();
  const seconds = new Intl.NumberFormat(isLanguage(i18n.language) ? htmlLangOf(i18n.language) : undefined, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  return (
    <section className="surface leaderboards-page__panel" aria-label={t('merge_reports.questions_heading')}>
      <h3 className="leaderboards-page__heading">{t('merge_reports.questions_heading')}</h3>
      <div className="leaderboards-page__scroll">
        <table className="report-table" data-testid="merged-questions">
          <thead>
            <tr>
              <th scope="col">{t('merge_reports.col_question')}</th>
              <th scope="col">{t('merge_reports.col_answered')}</th>
              <th scope="col">{t('merge_reports.col_share')}</th>
              <th scope="col">{t('merge_reports.col_points')}</th>
              <th scope="col">{t('merge_reports.col_time')}</th>
            </tr>
          </thead>
          <tbody>
            {content.questions.map((q) => (
              <tr key={q.question_id}>
                <td>{q.title}</td>
                <td>{q.answered}</td>
                <td>{q.correct_share === null ? '–' : `${Math.round(q.correct_share * 100)} %`}</td>
                <td>{q.average_points ?? '–'}</td>
                <td>
                  {q.average_ms === null
                    ? '–'
                    : t('reports.seconds', { seconds: seconds.format(q.average_ms / 1000) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
