import type { Writable } from 'node:stream';
import { type ExportInput, formatDate, reportTitle } from './export-input.ts';
import type { Cell, Row } from './xlsx-sheet.ts';
import { writeWorkbook } from './xlsx-workbook.ts';

const bold = (cells: readonly string[]): Row => cells.map((value) => ({ value, style: 'bold' as const }));

/**
 * A share of right answers as a percentage cell: the fraction rounded to whole percents, so the cell
 * reads "67%" and its value is 0.67, not 0.6666666666666666 in a viewer or program that ignores the
 * format; it still sorts and sums as a number.
 */
const percent = (share: number | null): Cell => ({
  value: share === null ? null : Math.round(share * 100) / 100,
  style: 'percent',
});

/**
 * A report as an XLSX workbook, written as a stream (xlsx-workbook.ts): each sheet's rows are made as
 * the zip takes them, from the statistics and the answers' outcomes (an OutcomeTable), so a game of ten
 * thousand players is never held as sheets or rows in memory. Numbers are numbers (shares as
 * percentages, times in seconds), so a spreadsheet can sort and sum them.
 *
 * Sheets: the summary (the report, then each question's statistics), the players (rank, score, right
 * answers, who may need help, points per question), and every answer (one row per player and question).
 */
export async function writeReportXlsx(input: ExportInput, output: Writable): Promise<void> {
  const { t, content, statistics } = input;
  const { outcomes } = content;
  const questionCount = content.questions.length;

  const info: Array<[string, string | number | null]> = [
    [t('reports.export.report'), reportTitle(input)],
    [t('reports.export.quiz'), content.report.quiz_title],
    [t('reports.played_as'), t(`reports.played_as_${content.report.played_as}`)],
    [t('reports.started'), formatDate(input, content.report.started_at)],
    [t('reports.saved_at'), formatDate(input, content.report.saved_at)],
    [t('reports.players_heading'), content.report.players],
    [t('reports.player_limit'), content.report.player_limit],
  ];

  const summaryHead = [
    '#',
    t('reports.question'),
    t('reports.export.type'),
    t('reports.share_correct'),
    t('reports.average_time'),
    t('reports.answered'),
  ];
  const playersHead = [
    t('reports.rank'),
    t('reports.player'),
    t('reports.score'),
    t('reports.right_answers'),
    t('reports.share_correct'),
    t('reports.needs_help_heading'),
    ...content.questions.map((_, index) => t('reports.export.question_points', { number: index + 1 })),
  ];
  const answersHead = [
    t('reports.player'),
    '#',
    t('reports.question'),
    t('reports.result'),
    t('reports.points'),
    t('reports.export.seconds'),
  ];

  function* summaryRows(): Generator<Row> {
    for (const [label, value] of info) yield [{ value: label, style: 'bold' }, value];
    yield null;
    yield bold(summaryHead);
    for (const q of statistics.questions) {
      const question = content.questions[q.index]!;
      yield [
        q.index + 1,
        question.title,
        t(`question_types.${question.question_type}`),
        percent(q.shareCorrect),
        { value: q.averageMs === null ? null : q.averageMs / 1000, style: 'tenths' },
        q.answered,
      ];
    }
  }

  function* playerRows(): Generator<Row> {
    yield bold(playersHead);
    const yes = t('reports.export.yes');
    for (const p of statistics.players) {
      const row = outcomes.rowOf(p.player_id);
      const cells: Cell[] = [
        p.rank,
        p.name,
        p.score,
        p.correct,
        percent(p.shareCorrect),
        p.needsHelp ? yes : '',
      ];
      for (let index = 0; index < questionCount; index++) {
        cells.push(row !== undefined && outcomes.answered(row, index) ? outcomes.points(row, index) : null);
      }
      yield cells;
    }
  }

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
        index: q.index,
        number: q.index + 1,
        title: content.questions[q.index]!.title,
        scored: q.scored,
        opened: opened === undefined ? null : Date.parse(opened),
      };
    });

  function* answerRows(): Generator<Row> {
    yield bold(answersHead);
    for (const p of statistics.players) {
      const row = outcomes.rowOf(p.player_id);
      for (const q of asked) {
        const answered = row !== undefined && outcomes.answered(row, q.index);
        const verdict = !answered
          ? 'no_answer'
          : !q.scored
            ? 'answered'
            : outcomes.correct(row, q.index)
              ? 'correct'
              : 'incorrect';
        yield [
          p.name,
          q.number,
          q.title,
          outcome[verdict],
          answered ? outcomes.points(row, q.index) : null,
          answered && q.opened !== null
            ? Math.max(0, outcomes.receivedMs(row, q.index) - q.opened) / 1000
            : null,
        ];
      }
    }
  }

  await writeWorkbook(
    output,
    [
      {
        name: t('reports.export.sheet_summary'),
        // The first column also holds the report's labels ("Zuletzt gespeichert").
        widths: columnWidths([8, 48, 22, 14, 14, 14], [summaryHead, ...info.map(([label]) => [label])]),
        rows: summaryRows(),
      },
      {
        name: t('reports.export.sheet_players'),
        widths: columnWidths([8, 32, 10, 10, 12, 18, ...content.questions.map(() => 8)], [playersHead]),
        rows: playerRows(),
      },
      {
        name: t('reports.export.sheet_answers'),
        widths: columnWidths([32, 8, 48, 16, 10, 12], [answersHead]),
        rows: answerRows(),
      },
    ],
    { creator: 'Kviss' },
  );
}

/**
 * Each column's width in characters: at least its minimum, and room for its longest heading or label
 * in the viewer's language ("Richtige Antworten"), so no heading is cut off under the next. `rows`
 * are the sheet's heading rows (a label column is a row of one).
 */
function columnWidths(minimums: readonly number[], rows: ReadonlyArray<readonly string[]>): number[] {
  // Bold headings are wider than the width's unit (a digit of the normal font): a fifth more, and a margin.
  return minimums.map((min, column) =>
    Math.min(60, Math.max(min, ...rows.map((row) => Math.ceil((row[column]?.length ?? 0) * 1.2) + 2))),
  );
}
