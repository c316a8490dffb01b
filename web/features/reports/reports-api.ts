import type { ReportSummary, ReportView } from '../../../api/contracts/reports.ts';
import type { ReportSharing, ReportStatus } from '../../../domain/report/events.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import { apiDownload } from '../../http/api-download.ts';
import { viewerTimeZone } from './time-zone.ts';

/** One report in a quiz's list, and one report with its questions and every answer (api/contracts/reports.ts). */
export type { ReportSummary, ReportView };

const base = (reportId: string) => `/api/reports/id/${encodeURIComponent(reportId)}`;

/** Every run of a quiz as a report, newest first. */
export function fetchReportsOfQuiz(quizId: string): Promise<ReportSummary[]> {
  return apiGet<ReportSummary[]>(`/api/reports/quizzes/${encodeURIComponent(quizId)}`);
}

export function fetchReport(reportId: string): Promise<ReportView> {
  return apiGet<ReportView>(base(reportId));
}

export function renameReport(reportId: string, name: string): Promise<ReportSummary> {
  return apiRequest<ReportSummary>('PUT', `${base(reportId)}/name`, { name });
}

export function changeReportSharing(reportId: string, sharing: ReportSharing): Promise<ReportSummary> {
  return apiRequest<ReportSummary>('PUT', `${base(reportId)}/sharing`, { sharing });
}

export function changeReportStatus(reportId: string, status: ReportStatus): Promise<ReportSummary> {
  return apiRequest<ReportSummary>('PATCH', `${base(reportId)}/status`, { status });
}

export type ExportFormat = 'xlsx' | 'pdf';

/** The report's file in the viewer's language and time zone, saved by the browser. */
export async function downloadReport(
  reportId: string,
  format: ExportFormat,
  language: string,
): Promise<void> {
  const query = new URLSearchParams({ lang: language, tz: viewerTimeZone() });
  const { blob, fileName } = await apiDownload(`${base(reportId)}/export/${format}?${query}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function saveReportToDrive(
  reportId: string,
  format: ExportFormat,
  language: string,
): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('POST', `${base(reportId)}/drive`, {
    format,
    lang: language,
    tz: viewerTimeZone(),
  });
}
