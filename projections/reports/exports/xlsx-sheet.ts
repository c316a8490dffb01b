/**
 * A worksheet's XML (SpreadsheetML), made row by row as the zip reads it (xlsx-workbook.ts): strings
 * inline, numbers as numbers, and the few styles the report uses (styles.xml in xlsx-parts.ts gives
 * them these indexes). Empty cells are left out, as a spreadsheet leaves them.
 */

export const STYLE = { bold: 1, percent: 2, tenths: 3 } as const;
export type Style = keyof typeof STYLE;

export type Value = string | number | null;
export type Cell = Value | { value: Value; style: Style };
/** A row of cells from column A; null for an empty row. */
export type Row = readonly Cell[] | null;

/** Characters XML 1.0 cannot hold at all (controls, lone surrogates, U+FFFE/FFFF): dropped. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML character data or an attribute value. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (char) => ESCAPES[char]!);
}

const letters: string[] = [];
/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function column(index: number): string {
  let name = letters[index];
  if (name === undefined) {
    name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
      name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    }
    letters[index] = name;
  }
  return name;
}

function cellXml(cell: Cell, ref: string): string {
  const { value, style } =
    cell !== null && typeof cell === 'object' ? cell : { value: cell, style: undefined };
  const s = style ? ` s="${STYLE[style]}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (value === null || value === '') return '';
  const space = /^\s|\s$/.test(value) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
}

/** Text handed on at a time: large enough to keep the zip's calls few, small enough to stay young garbage. */
const CHUNK = 64 * 1024;

/** The sheet's XML in chunks, with the columns' widths (in characters). */
export function* sheetXml(widths: readonly number[], rows: Iterable<Row>): Generator<string> {
  const cols = widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  let text =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<cols>${cols}</cols><sheetData>`;
  let number = 0;
  for (const row of rows) {
    number++;
    if (row === null) continue;
    let cells = '';
    for (let i = 0; i < row.length; i++) cells += cellXml(row[i]!, `${column(i)}${number}`);
    text += `<row r="${number}">${cells}</row>`;
    if (text.length >= CHUNK) {
      yield text;
      text = '';
    }
  }
  yield `${text}</sheetData></worksheet>`;
}
