import { OutcomeTable, type OutcomeTableData } from '../../../domain/report/outcome-table.ts';
import { tableStatistics } from '../../../domain/report/statistics.ts';
import {
  BCP47,
  type ExportInput,
  fileNameOf,
  reportTitle,
  reportWriter,
  toBuffer,
} from '../../../projections/reports/exports/index.ts';
import type { ExportContent } from '../../../projections/reports/index.ts';
import { languageOf, translator } from '../../mail/server-i18n.ts';

export type ExportFormat = 'xlsx' | 'pdf';

export interface ExportOptions {
  lang?: string;
  tz?: string;
}

/** A report's content as it crosses to a worker thread: its outcomes as plain data. */
export type ExportContentData = Omit<ExportContent, 'outcomes'> & { outcomes: OutcomeTableData };

/** What a worker thread is asked to make (api/heavy-work/worker.ts). */
export interface ReportFileJob {
  kind: 'report-file';
  content: ExportContentData;
  format: ExportFormat;
  options: ExportOptions;
}

/** A time zone the runtime knows, or UTC: a made-up one must not break the export. */
function timeZoneOf(value: string | undefined): string {
  if (!value) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return 'UTC';
  }
}

/** How the viewer reads: their language and time zone. */
function viewOf(content: ExportContent, options: ExportOptions): Omit<ExportInput, 'statistics'> {
  const language = languageOf(options.lang);
  return {
    content,
    t: translator(language) as unknown as ExportInput['t'],
    locale: BCP47[language] ?? 'en',
    timeZone: timeZoneOf(options.tz),
  };
}

/** The file's name in the viewer's language: cheap, so the request's own thread works it out. */
export function reportFileName(content: ExportContent, format: ExportFormat, options: ExportOptions): string {
  return fileNameOf(reportTitle(viewOf(content, options)), format);
}

/**
 * The whole file, made in a worker thread: the statistics, then the workbook or the PDF written into
 * memory. Returned as a Uint8Array of its own (not a slice of Node's shared buffer pool), so its
 * memory moves back to the request's thread instead of being copied.
 */
export async function makeReportFile(job: ReportFileJob): Promise<Uint8Array> {
  const content: ExportContent = { ...job.content, outcomes: OutcomeTable.fromData(job.content.outcomes) };
  const input: ExportInput = {
    ...viewOf(content, job.options),
    statistics: tableStatistics(content.questions, content.outcomes, content.opens),
  };
  const write = await reportWriter(job.format);
  const bytes = await toBuffer((output) => write(input, output));
  return new Uint8Array(bytes);
}
