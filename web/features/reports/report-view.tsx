import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { reportStatistics } from '../../../domain/report/statistics.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import { replayPath } from '../../shared/paths/report-paths.ts';
import { LoadedReport } from './loaded-report.tsx';
import { ReportDetails } from './report-answers.tsx';
import { ReportExports } from './report-exports.tsx';
import { asGameReport } from './report-model.ts';
import { reportName } from './report-name.ts';
import { ReportSettings } from './report-settings.tsx';
import { ReportStatisticsView } from './report-statistics-view.tsx';
import { fetchReport, type ReportSummary, type ReportView as View } from './reports-api.ts';

/** One report, loaded: for its owner with its settings, for anyone else read-only. */
export function ReportView({
  reportId,
  onChanged,
}: {
  reportId: string;
  /** The owner changed it: the list beside it shows the new name, sharing or status. */
  onChanged?: (report: ReportSummary) => void;
}) {
  const load = useCallback(() => fetchReport(reportId), [reportId]);
  return (
    <LoadedReport load={load}>
      {(view: View) => <LoadedView view={view} onChanged={onChanged} />}
    </LoadedReport>
  );
}

function LoadedView({ view, onChanged }: { view: View; onChanged?: (report: ReportSummary) => void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const headingId = useId();
  const [report, setReport] = useState(view.report);
  const statistics = useMemo(() => reportStatistics(view.questions, view.players, view.opens), [view]);
  const answers = useMemo(() => asGameReport(view), [view]);
  const name = reportName(report, t, dateTime);
  const manage = view.access === 'manage';

  return (
    <section className="game-report" aria-labelledby={headingId} data-testid="report-view">
      <div className="surface game-report__summary">
        <div className="game-report__head">
          <div>
            <h2 id={headingId} className="game-report__heading" data-testid="report-name">
              {name}
            </h2>
            <dl className="report-facts">
              {!manage && (
                // Someone reading a shared link has no quiz page around the report: say which quiz it is.
                <div>
                  <dt>{t('reports.export.quiz')}</dt>
                  <dd>{report.quiz_title}</dd>
                </div>
              )}
              <div>
                <dt>{t('reports.played_as')}</dt>
                <dd>{t(`reports.played_as_${report.played_as}`)}</dd>
              </div>
              <div>
                <dt>{t('reports.started')}</dt>
                <dd>{dateTime(report.started_at)}</dd>
              </div>
              <div>
                <dt>{t('reports.saved_at')}</dt>
                <dd>{dateTime(report.saved_at)}</dd>
              </div>
              <div>
                <dt>{t('reports.players_heading')}</dt>
                <dd>{report.players}</dd>
              </div>
              {report.player_limit !== null && (
                <div>
                  <dt>{t('reports.player_limit')}</dt>
                  <dd>{report.player_limit}</dd>
                </div>
              )}
            </dl>
          </div>
          {manage && report.played_as === 'live' && (
            <Link to={replayPath(report.report_id)} className="button button--accent creator-button--small">
              {t('reports.replay')}
            </Link>
          )}
        </div>
        <ReportExports reportId={report.report_id} driveAvailable={view.drive_available} showDrive={manage} />
      </div>
      {manage && (
        <ReportSettings
          // A new name from the server resets the field to it.
          key={`${report.name}-${report.status}`}
          report={report}
          displayName={name}
          onChanged={(next) => {
            setReport(next);
            onChanged?.(next);
          }}
        />
      )}
      <ReportStatisticsView view={view} statistics={statistics} />
      <ReportDetails report={answers} />
    </section>
  );
}
