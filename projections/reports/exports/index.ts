export { BCP47, type ExportInput, fileNameOf, reportTitle, type Translate } from './export-input.ts';
export { writeReportPdf } from './pdf.ts';
export { toBuffer } from './to-buffer.ts';
export { writeReportXlsx } from './xlsx.ts';
