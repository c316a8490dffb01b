import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRef } from '../../../domain/leaderboard/report-ref.ts';
import { useDateTime } from '../../i18n/date-time.ts';
import type { Loaded } from '../../shared/use-loaded.ts';
import type { QuizReport } from './leaderboards-api.ts';

const same = (a: ReportRef, b: ReportRef) => a.kind === b.kind && a.id === b.id;

/** Tick the quiz's finished games and plays to combine; each says when it was played and by how many. */
export function ReportPicker({
  reports,
  chosen,
  onChange,
  legend,
  sharingOffRefused = false,
}: {
  reports: Loaded<QuizReport[]>;
  chosen: readonly ReportRef[];
  onChange: (chosen: ReportRef[]) => void;
  legend: string;
  /**
   * A leaderboard is one public page, so a report whose sharing is off counts on none; a merged report
   * is read by those who manage the quiz's reports, and its owner may merge such a report.
   */
  sharingOffRefused?: boolean;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const name = useId();
  if (reports.status === 'loading') return <p>{t('common.loading')}</p>;
  if (reports.status === 'failed') return <p role="alert">{t('leaderboards.reports_failed')}</p>;
  return (
    <fieldset className="report-picker" data-testid="report-picker">
      <legend className="field__label">{legend}</legend>
      {reports.value.length === 0 && <p>{t('leaderboards.no_reports')}</p>}
      <ul className="report-picker__items">
        {reports.value.map((report) => {
          const ref = { kind: report.kind, id: report.id };
          const checked = chosen.some((c) => same(c, ref));
          const refused = sharingOffRefused && report.sharingOff;
          return (
            <li key={`${report.kind}:${report.id}`}>
              <label className="report-picker__item">
                <input
                  type="checkbox"
                  name={name}
                  checked={checked}
                  // A report whose sharing is off cannot be chosen; one chosen before may still be let go.
                  disabled={refused && !checked}
                  onChange={() => onChange(checked ? chosen.filter((c) => !same(c, ref)) : [...chosen, ref])}
                  data-testid={`pick-${report.kind}`}
                />
                <span className="report-picker__text">
                  <strong>
                    {report.kind === 'game'
                      ? t('leaderboards.report_game', { count: report.players })
                      : t('leaderboards.report_play', { name: report.name ?? '' })}
                  </strong>
                  <time dateTime={report.at}>{dateTime(report.at)}</time>
                  {refused ? (
                    <span className="report-picker__note" data-testid="report-sharing-off">
                      {t('leaderboards.report_sharing_off')}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
