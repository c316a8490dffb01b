import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useDateTime } from '../../i18n/date-time.ts';
import { reportPath } from '../../shared/paths/report-paths.ts';
import { isGamePhase } from './report-model.ts';
import { reportName } from './report-name.ts';
import type { ReportSummary } from './reports-api.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; value: ReportSummary[] }
  | { status: 'failed'; code: string };

/** Every run of the quiz as a report: its name, how it was played, players and limit, last saved. */
export function ReportsList({
  quizId,
  reports,
  selected,
  onRetry,
}: {
  quizId: string;
  reports: Loaded;
  selected: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  return (
    <section className="surface games-list" aria-labelledby={headingId} data-testid="reports-list">
      <h2 id={headingId} className="games-list__heading">
        {t('reports.list_heading')}
      </h2>
      {reports.status === 'loading' && <p>{t('common.loading')}</p>}
      {reports.status === 'failed' && (
        <LoadFailed code={reports.code} onRetry={onRetry} className="games-list__error" />
      )}
      {reports.status === 'ready' && reports.value.length === 0 && <p>{t('reports.no_reports')}</p>}
      {reports.status === 'ready' && reports.value.length > 0 && (
        <ol className="games-list__items">
          {reports.value.map((report) => (
            <li key={report.report_id}>
              <Link
                to={reportPath(quizId, report.report_id)}
                className="games-list__game"
                aria-current={report.report_id === selected ? 'true' : undefined}
                data-testid="report-item"
              >
                <span className="games-list__date">{reportName(report, t, dateTime)}</span>
                <span className="games-list__meta">
                  <span className={`creator-badge creator-badge--played-${report.played_as}`}>
                    {t(`reports.played_as_${report.played_as}`)}
                  </span>
                  {report.retry && <span className="creator-badge">{t('reports.played_retry')}</span>}
                  {report.played_as === 'live' && report.phase !== 'finished' && (
                    <span className={`creator-badge creator-badge--phase-${report.phase}`}>
                      {isGamePhase(report.phase) ? t(`reports.phase_${report.phase}`) : report.phase}
                    </span>
                  )}
                  <span>
                    {t('reports.players_count', { players: report.players })}
                    {report.player_limit !== null && ` / ${report.player_limit}`}
                  </span>
                  {report.sharing !== 'private' && (
                    <span className="creator-badge">{t(`reports.sharing_short_${report.sharing}`)}</span>
                  )}
                  {report.status === 'locked' && (
                    <span className="creator-badge">🔒 {t('reports.status_locked')}</span>
                  )}
                </span>
                <span className="games-list__saved">
                  {t('reports.saved_at')}: <time dateTime={report.saved_at}>{dateTime(report.saved_at)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
