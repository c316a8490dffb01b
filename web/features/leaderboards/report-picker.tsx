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
}: {
  reports: Loaded<QuizReport[]>;
  chosen: readonly ReportRef[];
  onChange: (chosen: ReportRef[]) => void;
  legend: string;
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
          return (
            <li key={`${report.kind}:${report.id}`}>
              <label className="report-picker__item">
                <input
                  type="checkbox"
                  name={name}
                  checked={checked}
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
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
