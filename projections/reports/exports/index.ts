import type { Writable } from 'node:stream';
import type { ExportInput } from './export-input.ts';

export { BCP47, type ExportInput, fileNameOf, reportTitle, type Translate } from './export-input.ts';
export { toBuffer } from './to-buffer.ts';

export type ReportWriter = (input: ExportInput, output: Writable) => Promise<void>;

/**
 * The writer of one format, loaded when first asked for: a process that only makes workbooks never
 * loads pdfkit and its fonts (xlsx.ts, pdf.ts).
 */
export async function reportWriter(format: 'xlsx' | 'pdf'): Promise<ReportWriter> {
  return format === 'xlsx'
    ? (await import('./xlsx.ts')).writeReportXlsx
    : (await import('./pdf.ts')).writeReportPdf;
}
