import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { type ExportInput, formatDate, reportTitle } from './export-input.ts';
import { PdfText } from './pdf-text.ts';

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 }; // A4 portrait, in points
const INNER = PAGE.width - 2 * MARGIN;
const ROW = 18;
const RED = '#c40000';
const GREY = '#555555';

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A report as a PDF (A4): its head, the hardest questions and the players who may need help, each
 * question's statistics, then every player ranked. Rows are drawn one by one straight into the output
 * stream (pdfkit writes pages as they fill), so ten thousand players make a long document, not a big
 * heap; the players are read from the statistics alone (no answers are needed). Names in any script are drawn with embedded Noto fonts (fonts.ts).
 */
export async function writeReportPdf(input: ExportInput, output: Writable): Promise<void> {
  const { t, content, statistics } = input;
  const title = reportTitle(input);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: title, Creator: 'Kviss' },
    lang: input.locale,
    displayTitle: true,
  });
  const done = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve);
    output.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(output);
  const text = new PdfText(doc);
  let y = MARGIN;

  /**
   * After each full page the writing waits a turn of the event loop: the page just made flows out,
   * other requests get their turn, and the page's short-lived objects die young. Drawn in one go, a
   * ranking of ten thousand kept enough alive at each collection that V8 doubled its young generation
   * (64 → 128 MB), about 60 MB more at the peak.
   */
  let turned = false;
  const afterFullPage = async () => {
    if (!turned) return;
    turned = false;
    await new Promise(setImmediate);
  };
  const ensureRoom = (height: number, onNewPage?: () => void) => {
    if (y + height <= PAGE.height - MARGIN) return;
    doc.addPage();
    turned = true;
    y = MARGIN;
    onNewPage?.();
  };
  const heading = (label: string) => {
    ensureRoom(ROW * 3);
    y += 10;
    text.draw(label, MARGIN, y, { width: INNER, size: 14, weight: 700, color: RED });
    y += 24;
  };
  const tableHead = (columns: readonly Column[]) => {
    let x = MARGIN;
    for (const column of columns) {
      text.draw(column.label, x, y, {
        width: column.width - 6,
        size: 9,
        weight: 700,
        align: column.align,
        color: GREY,
      });
      x += column.width;
    }
    y += ROW;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + INNER, y - 4)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  const tableRow = (columns: readonly Column[], cells: readonly string[], color?: string) => {
    ensureRoom(ROW, () => tableHead(columns));
    let x = MARGIN;
    columns.forEach((column, i) => {
      text.draw(cells[i] ?? '', x, y, { width: column.width - 6, size: 10, align: column.align, color });
      x += column.width;
    });
    y += ROW;
  };

  const percent = new Intl.NumberFormat(input.locale, { style: 'percent', maximumFractionDigits: 0 });
  const seconds = new Intl.NumberFormat(input.locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const share = (value: number | null) => (value === null ? '–' : percent.format(value));

  text.draw(title, MARGIN, y, { width: INNER, size: 22, weight: 700 });
  y += 32;
  const facts = [
    `${t('reports.export.quiz')}: ${content.report.quiz_title}`,
    `${t('reports.played_as')}: ${t(`reports.played_as_${content.report.played_as}`)}`,
    `${t('reports.started')}: ${formatDate(input, content.report.started_at)} · ${t('reports.saved_at')}: ${formatDate(input, content.report.saved_at)}`,
    `${t('reports.players_heading')}: ${content.report.players}${
      content.report.player_limit === null
        ? ''
        : ` · ${t('reports.player_limit')}: ${content.report.player_limit}`
    }`,
  ];
  for (const fact of facts) {
    text.draw(fact, MARGIN, y, { width: INNER, size: 11, color: GREY });
    y += 16;
  }

  heading(t('reports.hardest_heading'));
  if (statistics.hardest.length === 0) {
    text.draw(t('reports.hardest_none'), MARGIN, y, { width: INNER, size: 10 });
    y += ROW;
  }
  for (const index of statistics.hardest) {
    const q = statistics.questions[index]!;
    tableRow(
      [
        { label: '', width: INNER - 80 },
        { label: '', width: 80, align: 'right' },
      ],
      [`${index + 1}. ${content.questions[index]!.title}`, share(q.shareCorrect)],
    );
  }

  heading(t('reports.needs_help_heading'));
  text.draw(t('reports.needs_help_rule'), MARGIN, y, { width: INNER, size: 9, color: GREY });
  y += ROW;
  if (statistics.needsHelp.length === 0) {
    text.draw(t('reports.needs_help_none'), MARGIN, y, { width: INNER, size: 10 });
    y += ROW;
  }
  const helpColumns: Column[] = [
    { label: t('reports.player'), width: INNER - 160 },
    { label: t('reports.right_answers'), width: 160, align: 'right' },
  ];
  if (statistics.needsHelp.length > 0) tableHead(helpColumns);
  for (const p of statistics.needsHelp) {
    await afterFullPage();
    tableRow(helpColumns, [p.name, t('reports.right_of', { right: p.correct, of: p.scoredAsked })], RED);
  }

  heading(t('reports.questions_stats_heading'));
  const questionColumns: Column[] = [
    { label: '#', width: 28 },
    { label: t('reports.question'), width: INNER - 28 - 3 * 80 },
    { label: t('reports.share_correct'), width: 80, align: 'right' },
    { label: t('reports.average_time'), width: 80, align: 'right' },
    { label: t('reports.answered'), width: 80, align: 'right' },
  ];
  tableHead(questionColumns);
  for (const q of statistics.questions) {
    tableRow(questionColumns, [
      String(q.index + 1),
      content.questions[q.index]!.title,
      share(q.shareCorrect),
      q.averageMs === null ? '–' : `${seconds.format(q.averageMs / 1000)} s`,
      `${q.answered} / ${q.players}`,
    ]);
  }

  heading(t('reports.ranking_heading'));
  const playerColumns: Column[] = [
    { label: t('reports.rank'), width: 44 },
    { label: t('reports.player'), width: INNER - 44 - 3 * 80 },
    { label: t('reports.score'), width: 80, align: 'right' },
    { label: t('reports.right_answers'), width: 80, align: 'right' },
    { label: t('reports.share_correct'), width: 80, align: 'right' },
  ];
  tableHead(playerColumns);
  for (const p of statistics.players) {
    await afterFullPage();
    tableRow(
      playerColumns,
      [String(p.rank), p.name, String(p.score), `${p.correct} / ${p.scoredAsked}`, share(p.shareCorrect)],
      p.needsHelp ? RED : undefined,
    );
  }

  doc.end();
  await done;
}
