import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../api/mail/server-i18n.ts';
import { OutcomeTable } from '../../../domain/report/outcome-table.ts';
import { tableStatistics } from '../../../domain/report/statistics.ts';
import { type ExportInput, reportWriter, toBuffer } from '../../../projections/reports/exports/index.ts';
import { reportFixture } from './report-fixture.ts';

const run = promisify(execFile);

const { players, ...report } = reportFixture;
const outcomes = OutcomeTable.of(report.questions.length, players);
const inputIn = (language: 'en' | 'no', locale: string): ExportInput => ({
  content: { ...report, outcomes },
  statistics: tableStatistics(report.questions, outcomes, report.opens),
  t: translator(language) as unknown as ExportInput['t'],
  locale,
  timeZone: 'Europe/Oslo',
});
const writeReportXlsx = await reportWriter('xlsx');
const writeReportPdf = await reportWriter('pdf');

/** Every cell of a sheet as read back, row by row (exceljs arrays start at column 1). */
function cells(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the XLSX of a report', () => {
  it('opens with three sheets in the viewer language, numbers kept as numbers', async () => {
    const file = await toBuffer((output) => writeReportXlsx(inputIn('no', 'nb'), output));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Sammendrag', 'Spillere', 'Svar']);

    const summary = cells(workbook.worksheets[0]!);
    expect(summary[0]).toEqual(['Rapport', 'Klasse 7B – mandag']);
    // No label or heading is cut off by the column after it: each column is wider than its texts.
    for (const sheet of workbook.worksheets) {
      const head = cells(sheet).find((row) => row.includes('#') || row.includes('Plass'))!;
      for (const [i, text] of head.entries()) {
        expect(sheet.getColumn(i + 1).width).toBeGreaterThan(String(text ?? '').length);
      }
    }
    const labels = summary.slice(0, 7).map((row) => String(row[0]));
    expect(labels).toContain('Maks spillere');
    for (const label of labels)
      expect(workbook.worksheets[0]!.getColumn(1).width).toBeGreaterThan(label.length);
    const questionRows = summary.filter((row) => typeof row[0] === 'number');
    // Question 1: 2 of 4 right, answers after 2, 4 and 6 seconds.
    expect(questionRows[0]).toEqual([1, 'Capital of Norway?', 'Flervalg', 0.5, 4, 3]);
    // The poll has no share right.
    expect(questionRows[2]?.[3]).toBeUndefined();

    const players = cells(workbook.worksheets[1]!);
    expect(players[0]?.slice(0, 6)).toEqual([
      'Plass',
      'Spiller',
      'Poengsum',
      'Riktige svar',
      'Riktig',
      'Kan trenge hjelp',
    ]);
    expect(players.slice(1).map((row) => row.slice(0, 6))).toEqual([
      [1, 'Åse Ødegård', 1900, 2, 1, undefined],
      [2, 'Zoë', 900, 1, 0.5, undefined],
      [3, '李', 0, 0, 0, 'Ja'],
      [4, 'Ngozi Adébáyọ̀', 0, 0, 0, 'Ja'],
    ]);

    const answers = cells(workbook.worksheets[2]!);
    // A row per player and question asked: 4 players × 3 questions, under a head.
    expect(answers).toHaveLength(1 + 12);
    expect(answers[1]).toEqual(['Åse Ødegård', 1, 'Capital of Norway?', 'Riktig', 950, 2]);
  });
  it('writes a share of right answers as a whole percentage, formatted as one', async () => {
    // Three players: two of three got the first question right.
    const three = players.slice(0, 3);
    const table = OutcomeTable.of(report.questions.length, three);
    const input: ExportInput = {
      ...inputIn('en', 'en'),
      content: { ...report, outcomes: table },
      statistics: tableStatistics(report.questions, table, report.opens),
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await toBuffer((output) => writeReportXlsx(input, output))) as unknown as ArrayBuffer,
    );
    const summary = workbook.worksheets[0]!;
    const first = summary.getRows(1, summary.rowCount)!.find((row) => row.getCell(1).value === 1)!;
    expect(first.getCell(3).value).toBe('Multiple choice');
    expect(first.getCell(4).value).toBe(0.67);
    expect(first.getCell(4).numFmt).toBe('0%');
    // Zoë: one of two scored questions right.
    const zoe = workbook.worksheets[1]!.getRow(3);
    expect(zoe.getCell(2).value).toBe('Zoë');
    expect(zoe.getCell(5).value).toBe(0.5);
    expect(zoe.getCell(5).numFmt).toBe('0%');
  });
});

describe('the PDF of a report', () => {
  it('renders its pages, names in every script included', async () => {
    const file = await toBuffer((output) => writeReportPdf(inputIn('en', 'en'), output));
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = await mkdtemp(path.join(tmpdir(), 'kviss-report-pdf-'));
    await writeFile(path.join(dir, 'report.pdf'), file);
    // Fonts are embedded: poppler lists each face it found in the file, none substituted.
    const { stdout: fonts } = await run('pdffonts', [path.join(dir, 'report.pdf')]);
    expect(fonts).toMatch(/NotoSans-Regular|noto-sans-latin|NotoSans/);
    expect(fonts).toMatch(/NotoSansSC|noto-sans-sc/i);
    const { stdout: textOut } = await run('pdftotext', ['-layout', path.join(dir, 'report.pdf'), '-']);
    expect(textOut).toContain('Åse Ødegård');
    expect(textOut).toContain('Zoë');
    expect(textOut).toContain('李');
    expect(textOut).toContain('May need help');
    await run('pdftoppm', ['-png', '-r', '60', path.join(dir, 'report.pdf'), path.join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png'));
    expect(pages.length).toBeGreaterThan(0);
    if (process.env.KVISS_KEEP_PDF_PAGES) await run('cp', ['-r', dir, process.env.KVISS_KEEP_PDF_PAGES]);
  });
});
