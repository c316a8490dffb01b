import { reportStatistics } from '../../../domain/report/statistics.ts';
import {
  BCP47,
  type ExportInput,
  fileNameOf,
  reportTitle,
  toBuffer,
  writeReportPdf,
  writeReportXlsx,
} from '../../../projections/reports/exports/index.ts';
import type { ReportContent } from '../../../projections/reports/index.ts';
import { languageOf, translator } from '../../mail/server-i18n.ts';

export type ExportFormat = 'xlsx' | 'pdf';

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

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

/** A report's file in the viewer's language and time zone. */
export async function exportFile(
  content: ReportContent,
  format: ExportFormat,
  options: { lang?: string; tz?: string },
): Promise<{ bytes: Buffer; fileName: string; mimeType: string }> {
  const language = languageOf(options.lang);
  const input: ExportInput = {
    content,
    statistics: reportStatistics(content.questions, content.players, content.opens),
    t: translator(language) as unknown as ExportInput['t'],
    locale: BCP47[language] ?? 'en',
    timeZone: timeZoneOf(options.tz),
  };
  const write = format === 'xlsx' ? writeReportXlsx : writeReportPdf;
  const bytes = await toBuffer((output) => write(input, output));
  return { bytes, fileName: fileNameOf(reportTitle(input), format), mimeType: MIME[format] };
}
