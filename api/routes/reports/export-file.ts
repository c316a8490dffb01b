import { PassThrough, type Readable } from 'node:stream';
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

interface ExportOptions {
  lang?: string;
  tz?: string;
}

function prepare(content: ExportContent, format: ExportFormat, options: ExportOptions) {
  const language = languageOf(options.lang);
  const input: ExportInput = {
    content,
    statistics: tableStatistics(content.questions, content.outcomes, content.opens),
    t: translator(language) as unknown as ExportInput['t'],
    locale: BCP47[language] ?? 'en',
    timeZone: timeZoneOf(options.tz),
  };
  return {
    input,
    writer: reportWriter(format),
    fileName: fileNameOf(reportTitle(input), format),
    mimeType: MIME[format],
  };
}

/**
 * A report's file in the viewer's language and time zone, as a stream: the reply sends each part as it
 * is made instead of holding the whole file (a hall's workbook is megabytes). A failure midway ends the
 * stream with the error.
 */
export function exportStream(
  content: ExportContent,
  format: ExportFormat,
  options: ExportOptions,
): { stream: Readable; fileName: string; mimeType: string } {
  const { input, writer, fileName, mimeType } = prepare(content, format, options);
  const stream = new PassThrough();
  writer.then((write) => write(input, stream)).catch((error: unknown) => stream.destroy(error as Error));
  return { stream, fileName, mimeType };
}

/** The whole file in memory: for an upload (Google Drive) that needs its bytes at once. */
export async function exportFile(
  content: ExportContent,
  format: ExportFormat,
  options: ExportOptions,
): Promise<{ bytes: Buffer; fileName: string; mimeType: string }> {
  const { input, writer, fileName, mimeType } = prepare(content, format, options);
  const write = await writer;
  const bytes = await toBuffer((output) => write(input, output));
  return { bytes, fileName, mimeType };
}
