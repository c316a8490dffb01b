import ExcelJS from 'exceljs';
import { QUESTIONS_MAX } from '../../../domain/quiz/decide.ts';
import type { SheetCell, SheetRow } from '../../../domain/quiz-transfer/index.ts';
import { assertZipWithinLimits, ZipRefused } from './zip-guard.ts';

/** The header's search rows, the questions, and room for blank rows between them; beyond is refused. */
const ROWS_MAX = 30 + QUESTIONS_MAX * 3;
/** The template has 8 columns; a few more are read so stray cells are reported, not silently dropped. */
const COLUMNS_MAX = 40;

export type SheetRead =
  | { rows: SheetRow[] }
  | { refused: 'import_file_unreadable' | 'import_sheet_too_large' };

/** The first worksheet of an xlsx file as rows of plain cells (domain/quiz-transfer reads them). */
export async function readSheetRows(bytes: Buffer): Promise<SheetRead> {
  try {
    assertZipWithinLimits(bytes);
  } catch (error) {
    if (error instanceof ZipRefused) return { refused: 'import_file_unreadable' };
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { refused: 'import_file_unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { refused: 'import_file_unreadable' };
  if (sheet.rowCount > ROWS_MAX || sheet.columnCount > COLUMNS_MAX)
    return { refused: 'import_sheet_too_large' };
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: (SheetCell | undefined)[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column] = plainCell(cell);
    });
    rows.push({ row: rowNumber, cells });
  });
  return { rows };
}

function plainCell(cell: ExcelJS.Cell): SheetCell {
  const value = cell.value;
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
    // A merged range keeps its value in its first cell only.
    case ExcelJS.ValueType.Merge:
      return { kind: 'empty' };
    case ExcelJS.ValueType.Number:
      return { kind: 'number', value: value as number };
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
      return { kind: 'text', text: String(value) };
    case ExcelJS.ValueType.RichText:
      return {
        kind: 'text',
        text: (value as ExcelJS.CellRichTextValue).richText.map((run) => run.text).join(''),
      };
    case ExcelJS.ValueType.Hyperlink:
      return { kind: 'text', text: String((value as ExcelJS.CellHyperlinkValue).text ?? '') };
    case ExcelJS.ValueType.Formula:
      return { kind: 'formula' };
    default:
      return { kind: 'other' };
  }
}
