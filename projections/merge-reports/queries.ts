import { type Kysely, sql } from 'kysely';
import type { ReportRef } from '../../domain/leaderboard/report-ref.ts';
import type { MergeReportStatus } from '../../domain/merge-report/events.ts';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface MergeReportRow {
  merge_report_id: string;
  quiz_id: string;
  owner_id: string;
  name: string;
  reports: ReportRef[];
  status: MergeReportStatus;
  created_at: string;
  updated_at: string;
  deleted: boolean;
}

const selectMergeReports = sql`
  select merge_report_id, quiz_id, owner_id, name, reports, status, ${iso('created_at')} as created_at,
         ${iso('updated_at')} as updated_at, deleted_at is not null as deleted
  from rm_merge_reports`;

export async function readMergeReport(db: Kysely<unknown>, id: string): Promise<MergeReportRow | null> {
  const { rows } = await sql<MergeReportRow>`${selectMergeReports} where merge_report_id = ${id}`.execute(db);
  return rows[0] ?? null;
}

/** A quiz's merge reports, newest first (spec §7 "GET list"). */
export async function listMergeReportsOfQuiz(db: Kysely<unknown>, quizId: string): Promise<MergeReportRow[]> {
  const { rows } = await sql<MergeReportRow>`
    ${selectMergeReports} where quiz_id = ${quizId} and deleted_at is null
    order by created_at desc, merge_report_id limit 200
  `.execute(db);
  return rows;
}
