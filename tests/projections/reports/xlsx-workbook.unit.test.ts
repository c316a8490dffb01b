import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toBuffer } from '../../../projections/reports/exports/index.ts';
import { writeWorkbook } from '../../../projections/reports/exports/xlsx-workbook.ts';

/** The workbook writer under the report's XLSX: what a spreadsheet reads back from it. */
describe('an XLSX workbook written as a stream', () => {
  it('keeps text as typed (markup, edge spaces), numbers and formats, and drops what XML cannot hold', async () => {
    const file = await toBuffer((output) =>
      writeWorkbook(
        output,
        [
          {
            name: 'Names & <marks>',
            widths: [20, 10],
            rows: [
              [
                { value: 'Head', style: 'bold' },
                { value: 'Share', style: 'bold' },
              ],
              null,
              ['<b>Tom & "Jerry"</b>', { value: 0.25, style: 'percent' }],
              [' spaced ', { value: 1.25, style: 'tenths' }],
              ['bell\u0007 and lone \ud800 surrogate', null],
              [null, 42],
            ],
          },
          { name: 'Second', widths: [], rows: [['only']] },
        ],
        { creator: 'Kviss' },
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.creator).toBe('Kviss');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Names & <marks>', 'Second']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getColumn(1).width).toBe(20);
    expect(sheet.getCell('A1').value).toBe('Head');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getRow(2).cellCount).toBe(0);
    expect(sheet.getCell('A3').value).toBe('<b>Tom & "Jerry"</b>');
    expect(sheet.getCell('B3').value).toBe(0.25);
    expect(sheet.getCell('B3').numFmt).toBe('0%');
    expect(sheet.getCell('A4').value).toBe(' spaced ');
    expect(sheet.getCell('B4').numFmt).toBe('0.0');
    expect(sheet.getCell('A5').value).toBe('bell and lone  surrogate');
    expect(sheet.getCell('B6').value).toBe(42);
    expect(workbook.worksheets[1]!.getCell('A1').value).toBe('only');
  });

  it('fails when a sheet cannot make its rows, instead of ending a broken file quietly', async () => {
    function* rows() {
      yield ['first'];
      throw new Error('the database went away');
    }
    await expect(
      toBuffer((output) =>
        writeWorkbook(output, [{ name: 'S', widths: [], rows: rows() }], { creator: 'Kviss' }),
      ),
    ).rejects.toThrow('the database went away');
  });
});
