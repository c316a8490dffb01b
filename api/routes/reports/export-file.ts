import type { WorkerPool } from '../../../commands/heavy-work/worker-pool.ts';
import type { ExportContent } from '../../../projections/reports/index.ts';
import {
  type ExportFormat,
  type ExportOptions,
  type ReportFileJob,
  reportFileName,
} from './make-report-file.ts';

export type { ExportFormat } from './make-report-file.ts';

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * A report's file in the viewer's language and time zone, made in the heavy-work pool (DESIGN §7): a
 * PDF of wide ligatures takes seconds of CPU, which on the event loop held up every other request.
 * The file is made whole there and sent once made, not streamed as it is written: the job's time and
 * memory limits then cover all of it, and a job stopped by them is a clear error (422
 * `work_too_heavy`) instead of a download cut off after a 200. A hall's workbook is a few megabytes;
 * its bytes move between threads without a copy.
 */
export async function exportFile(
  pool: WorkerPool,
  content: ExportContent,
  format: ExportFormat,
  options: ExportOptions,
): Promise<{ bytes: Buffer; fileName: string; mimeType: string }> {
  const outcomes = content.outcomes.toData();
  const job: ReportFileJob = { kind: 'report-file', content: { ...content, outcomes }, format, options };
  const made = await pool.run<ReportFileJob, Uint8Array>(job, [
    outcomes.points.buffer,
    outcomes.receivedMs.buffer,
    outcomes.verdicts.buffer,
  ]);
  return {
    bytes: Buffer.from(made.buffer, made.byteOffset, made.byteLength),
    fileName: reportFileName(content, format, options),
    mimeType: MIME[format],
  };
}
