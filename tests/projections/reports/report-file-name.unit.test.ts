import { describe, expect, it } from 'vitest';
import { translator } from '../../../api/mail/server-i18n.ts';
import { OutcomeTable } from '../../../domain/report/outcome-table.ts';
import { tableStatistics } from '../../../domain/report/statistics.ts';
import { type ExportInput, fileNameOf, reportTitle } from '../../../projections/reports/exports/index.ts';
import { reportFixture } from './report-fixture.ts';

const { players, ...report } = reportFixture;
const outcomes = OutcomeTable.of(report.questions.length, players);

/** The fixture's report without a name of its own, started at 20:29 UTC on 7 December 2026. */
function unnamed(language: 'en' | 'de', locale: string): ExportInput {
  const content = {
    ...report,
    report: { ...report.report, name: null, started_at: '2026-12-07T20:29:00.000Z' },
  };
  return {
    content: { ...content, outcomes },
    statistics: tableStatistics(report.questions, outcomes, report.opens),
    t: translator(language) as unknown as ExportInput['t'],
    locale,
    timeZone: 'UTC',
  };
}

describe('a report file’s name', () => {
  it('keeps the time readable: the colon becomes a dot', () => {
    expect(fileNameOf(reportTitle(unnamed('en', 'en')), 'xlsx')).toBe('Live game, Dec 7, 2026, 8.29 PM.xlsx');
    expect(fileNameOf(reportTitle(unnamed('de', 'de')), 'pdf')).toMatch(/07\.12\.2026, 20\.29\.pdf$/);
  });

  it('holds nothing Windows or macOS refuse', () => {
    expect(fileNameOf('7B/7C: test?', 'xlsx')).toBe('7B-7C. test.xlsx');
    expect(fileNameOf('Quiz ...', 'pdf')).toBe('Quiz.pdf');
    expect(fileNameOf('CON', 'xlsx')).toBe('CON_.xlsx');
    expect(fileNameOf('<>', 'xlsx')).toBe('report.xlsx');
  });
});
