export { type ExportContent, readExportContent } from './export-content.ts';
export { reportsProjection } from './projection.ts';
export {
  findReport,
  listReportsOfQuiz,
  type ReportContent,
  type ReportPlayer,
  type ReportSummary,
  readReportContent,
  sharingOfReports,
} from './queries.ts';
export type { PlayedAs, ReportsTable, ReportsTables } from './table.ts';
