import type { ReportRef } from '../leaderboard/report-ref.ts';
import { checkReportList, NAME_MAX, tidyName } from '../leaderboard/rules.ts';

/** Merging needs at least two reports; fifty classes is far beyond any school's use. */
export const MERGE_REPORTS_MIN = 2;
export const MERGE_REPORTS_MAX = 50;

export type MergeReportProblem =
  | 'merge_report_name_required'
  | 'merge_report_name_too_long'
  | 'merge_report_too_few_reports'
  | 'merge_report_too_many_reports'
  | 'merge_report_reports_repeated';

/** Checks a name and a report list; shared with the browser's form. */
export function checkMergeReport(input: {
  name: string;
  reports: readonly ReportRef[];
}): { name: string; reports: ReportRef[] } | { problem: MergeReportProblem } {
  const name = tidyName(input.name);
  if (name.length === 0) return { problem: 'merge_report_name_required' };
  if (name.length > NAME_MAX) return { problem: 'merge_report_name_too_long' };
  const listProblem = checkReportList(input.reports, MERGE_REPORTS_MIN, MERGE_REPORTS_MAX);
  if (listProblem === 'too_few') return { problem: 'merge_report_too_few_reports' };
  if (listProblem === 'too_many') return { problem: 'merge_report_too_many_reports' };
  if (listProblem === 'repeated') return { problem: 'merge_report_reports_repeated' };
  return { name, reports: input.reports.map(({ kind, id }) => ({ kind, id })) };
}
