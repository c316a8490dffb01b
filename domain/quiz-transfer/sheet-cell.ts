/**
 * A spreadsheet cell as the import reads it, whatever the file format: text, a number, or something
 * that cannot be read as either (a formula, a date, an error value, a picture). No I/O: the server's
 * adapter turns its library's cells into these.
 */
export type SheetCell =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'formula' }
  | { kind: 'other' };

/** One row: its number as the spreadsheet shows it, and its cells by column number (1 = A). */
export interface SheetRow {
  row: number;
  cells: ReadonlyArray<SheetCell | undefined>;
}

/** `1` → `A`, `28` → `AB`. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export function isBlank(cell: SheetCell | undefined): boolean {
  return cell === undefined || cell.kind === 'empty' || (cell.kind === 'text' && cell.text.trim() === '');
}
