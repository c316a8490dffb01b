import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { type Row, sheetXml, xmlText } from './xlsx-sheet.ts';

/**
 * An XLSX workbook written straight into a zip stream (yazl): each sheet's XML is made as the zip
 * reads it and compressed on the way out, so a sheet of two hundred thousand rows is never held in
 * memory, neither as rows nor as XML. A slow reader slows the making down instead of filling memory.
 * Only what the report uses: sheets of inline strings and numbers, column widths, bold and two number
 * formats (percent, one decimal), and the creator in the file's properties.
 */

export interface SheetSource {
  name: string;
  /** Column widths, in characters, from column A. */
  widths: readonly number[];
  rows: Iterable<Row>;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/** Fonts 0 (normal) and 1 (bold); cell formats 0 normal, 1 bold, 2 percent (built-in 9), 3 "0.0" (xlsx-sheet STYLE). */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="0.0"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="9" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

function parts(sheetNames: readonly string[], creator: string, now: Date): Array<[string, string]> {
  const sheets = sheetNames.map((_, i) => i + 1);
  const created = `${now.toISOString().slice(0, 19)}Z`;
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/>${sheets.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    ],
    [
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${xmlText(creator)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${created}</dcterms:modified></cp:coreProperties>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheetNames.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 2}"/>`).join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/>${sheets.map((n) => `<Relationship Id="rId${n + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}</Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
  ];
}

/** Writes the workbook into `output` and ends it; resolves when all of it was handed over. */
export async function writeWorkbook(
  output: Writable,
  sheets: readonly SheetSource[],
  { creator, now = new Date() }: { creator: string; now?: Date },
): Promise<void> {
  const zip = new ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  for (const [path, text] of parts(
    sheets.map((sheet) => sheet.name),
    creator,
    now,
  )) {
    zip.addBuffer(Buffer.from(text), path, { mtime: now });
  }
  sheets.forEach((sheet, i) => {
    const xml = Readable.from(sheetXml(sheet.widths, sheet.rows), { objectMode: false });
    // yazl pipes the sheet in without watching it: a failure while making rows must fail the file.
    xml.on('error', (error) => zip.emit('error', error));
    zip.addReadStream(xml, `xl/worksheets/sheet${i + 1}.xml`, { mtime: now });
  });
  zip.end();
  await Promise.race([pipeline(zip.outputStream, output), failed]);
}
