import type { ReportRef } from '../../domain/leaderboard/report-ref.ts';

/** `rm_merge_reports` (migration 0021): each merge report as its owner last saved it. */
export interface MergeReportsTable {
  merge_report_id: string;
  quiz_id: string;
  owner_id: string;
  name: string;
  reports: ReportRef[];
  status: 'open' | 'lock';
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  stream_version: number;
}

export interface MergeReportsTables {
  rm_merge_reports: MergeReportsTable;
}
