import type { TFunction } from 'i18next';
import type { ReportSummary } from './reports-api.ts';

/** A report's name: the owner's, or how and when it was played (the same rule as the exported files). */
export function reportName(report: ReportSummary, t: TFunction, dateTime: (iso: string) => string): string {
  return report.name ?? t(`reports.default_name_${report.played_as}`, { date: dateTime(report.started_at) });
}
