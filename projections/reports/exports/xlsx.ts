import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ExportInput, formatDate, reportTitle } from './export-input.ts';

/**
 * A report as an XLSX workbook, written as a stream (exceljs's streaming writer commits each row as it
 * goes), so a game of ten thousand players is never held as one big sheet in memory. Numbers are numbers
 * (shares as percentages, times in seconds), so a spreadsheet can sort and sum them.
 *
 * Sheets: the summary (the report, then each question's statistics), the players (rank, score, right
 * answers, who may need help, points per question), and every answer (one row per player and question).
 */
export async function writeReportXlsx(input: ExportInput, output: Writable): Promise<void> {
  const { t, content, statistics } = input;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Kviss';

  const summary = workbook.addWorksheet(t('reports.export.sheet_summary'));
  summary.columns = [{ width: 8 }, { width: 48 }, { width: 22 }, { width: 14 }, { width: 14 }, { width: 14 }];
  const bold = { font: { bold: true } };
  const info: Array<[string, string | number | null]> = [
    [t('reports.export.report'), reportTitle(input)],
    [t('reports.export.quiz'), content.report.quiz_title],
    [t('reports.played_as'), t(`reports.played_as_${content.report.played_as}`)],
    [t('reports.started'), formatDate(input, content.report.started_at)],
    [t('reports.saved_at'), formatDate(input, content.report.saved_at)],
    [t('reports.players_heading'), content.report.players],
    [t('reports.player_limit'), content.report.player_limit],
  ];
  for (const [label, value] of info) {
    const row = summary.addRow([label, value]);
    row.getCell(1).font = bold.font;
    row.commit();
  }
  summary.addRow([]).commit();
  const head = summary.addRow([
    '#',
    t('reports.question'),
    t('reports.export.type'),
    t('reports.share_correct'),
    t('reports.average_time'),
    t('reports.answered'),
  ]);
  head.font = bold.font;
  head.commit();
  for (const q of statistics.questions) {
    const question = content.questions[q.index]!;
    const row = summary.addRow([
      q.index + 1,
      question.title,
      t(`question_types.${question.question_type}`),
      q.shareCorrect,
      q.averageMs === null ? null : q.averageMs / 1000,
      q.answered,
    ]);
    row.getCell(4).numFmt = '0%';
    row.getCell(5).numFmt = '0.0';
    row.commit();
  }
  summary.commit();

  const players = workbook.addWorksheet(t('reports.export.sheet_players'));
  players.columns = [
    { width: 8 },
    { width: 32 },
    { width: 10 },
    { width: 10 },
    { width: 12 },
    { width: 18 },
    ...content.questions.map(() => ({ width: 8 })),
  ];
  const playersHead = players.addRow([
    t('reports.rank'),
    t('reports.player'),
    t('reports.score'),
    t('reports.right_answers'),
    t('reports.share_correct'),
    t('reports.needs_help_heading'),
    ...content.questions.map((_, index) => t('reports.export.question_points', { number: index + 1 })),
  ]);
  playersHead.font = bold.font;
  playersHead.commit();
  const byId = new Map(content.players.map((p) => [p.player_id, p]));
  for (const p of statistics.players) {
    const answers = byId.get(p.player_id)?.answers ?? {};
    const row = players.addRow([
      p.rank,
      p.name,
      p.score,
      p.correct,
      p.shareCorrect,
      p.needsHelp ? t('reports.export.yes') : '',
      ...content.questions.map((_, index) => answers[String(index)]?.points ?? null),
    ]);
    row.getCell(5).numFmt = '0%';
    row.commit();
  }
  players.commit();

  const answers = workbook.addWorksheet(t('reports.export.sheet_answers'));
  answers.columns = [{ width: 32 }, { width: 8 }, { width: 48 }, { width: 16 }, { width: 10 }, { width: 12 }];
  const answersHead = answers.addRow([
    t('reports.player'),
    '#',
    t('reports.question'),
    t('reports.result'),
    t('reports.points'),
    t('reports.export.seconds'),
  ]);
  answersHead.font = bold.font;
  answersHead.commit();
  // Looked up once, not once per answer: a big hall has hundreds of thousands of rows here.
  const outcome = {
    correct: t('reports.outcome_correct'),
    incorrect: t('reports.outcome_incorrect'),
    no_answer: t('reports.outcome_no_answer'),
    answered: t('reports.outcome_answered'),
  };
  const asked = statistics.questions
    .filter((q) => q.asked)
    .map((q) => {
      const opened = content.opens[String(q.index)];
      return {
        key: String(q.index),
        number: q.index + 1,
        title: content.questions[q.index]!.title,
        scored: q.scored,
        opened: opened === undefined ? null : Date.parse(opened),
      };
    });
  for (const p of statistics.players) {
    const given = byId.get(p.player_id)?.answers ?? {};
    for (const q of asked) {
      const answer = given[q.key];
      const verdict = !answer
        ? 'no_answer'
        : !q.scored
          ? 'answered'
          : answer.correct
            ? 'correct'
            : 'incorrect';
      answers
        .addRow([
          p.name,
          q.number,
          q.title,
          outcome[verdict],
          answer ? answer.points : null,
          answer && q.opened !== null ? Math.max(0, Date.parse(answer.receivedAt) - q.opened) / 1000 : null,
        ])
        .commit();
    }
  }
  answers.commit();
  await workbook.commit();
}
