import { describe, expect, it } from 'vitest';
import { readKahootSheet, type SheetCell, type SheetRow } from '../../../domain/quiz-transfer/index.ts';

const HEADER = [
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
  'Correct answer(s) - choose at least one',
];

const cell = (value: string | number | SheetCell | undefined): SheetCell | undefined => {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number') return { kind: 'number', value };
  return value;
};

/** The template's layout: title rows, the header on row 8 after a numbering column, data from row 9. */
function sheet(...data: (string | number | SheetCell | undefined)[][]): SheetRow[] {
  const rows: SheetRow[] = [
    { row: 1, cells: [undefined, cell('Kahoot! quiz template')] },
    { row: 3, cells: [undefined, cell('Add questions, at least two answer alternatives…')] },
    { row: 8, cells: [undefined, undefined, ...HEADER.map(cell)] },
  ];
  data.forEach((values, i) => {
    rows.push({ row: 9 + i, cells: [undefined, cell(i + 1), ...values.map(cell)] });
  });
  return rows;
}

let n = 0;
const newId = () => `id-${++n}`;

describe("Kahoot!'s spreadsheet template → questions", () => {
  it('reads each data row as a multiple-choice question, the header found by its text', () => {
    const read = readKahootSheet(
      sheet(
        ['Capital of Norway?', 'Oslo', 'Bergen', 'Trondheim', '', 20, '1'],
        ['Pick primes', 2, 3, 4, 5, 60, '1, 2, 4'],
      ),
      newId,
    );
    expect('questions' in read).toBe(true);
    if (!('questions' in read)) return;
    expect(read.questions).toHaveLength(2);
    const [first, second] = read.questions;
    expect(first).toMatchObject({
      question_type: 'basic',
      kind: 'multiple_choice',
      title: 'Capital of Norway?',
      time_limit: 20,
    });
    expect(first?.answers.map((a) => [a.title, a.is_correct])).toEqual([
      ['Oslo', true],
      ['Bergen', false],
      ['Trondheim', false],
    ]);
    // Numbers typed as answers read as the same text; several correct answers: any of them counts.
    expect(second?.answers.map((a) => [a.title, a.is_correct])).toEqual([
      ['2', true],
      ['3', true],
      ['4', false],
      ['5', true],
    ]);
    expect(second?.answers_required).toBe('one');
  });

  it("keeps every one of Kahoot!'s times as it is (all lie within Kviss's 5–600 s); an empty time gets 30 s", () => {
    const times = [5, 10, 20, 30, 60, 90, 120, 240];
    const read = readKahootSheet(
      sheet(...times.map((t) => ['Q', 'A', 'B', '', '', t, 1]), ['Q', 'A', 'B', '', '', '', 1]),
      newId,
    );
    if (!('questions' in read)) throw new Error(JSON.stringify(read));
    expect(read.questions.map((q) => q.time_limit)).toEqual([...times, 30]);
  });

  it('lists every problem with the row the spreadsheet shows, and no questions', () => {
    const read = readKahootSheet(
      sheet(
        ['', 'A', 'B', '', '', 20, 1], // row 9: empty question
        ['Q'.repeat(251), 'A', 'B', '', '', 20, 1], // row 10: question too long
        ['Q', 'A', 'B', '', '', 20, ''], // row 11: no correct answer
        ['Q', 'A', 'B', '', '', 20, '5'], // row 12: answer 5 does not exist
        ['Q', 'A', 'B', '', '', 20, '3'], // row 13: answer 3 is empty
        ['Q', 'A', 'B', '', '', 3, 1], // row 14: 3 s is below Kviss's 5 s
        ['Q', 'A', 'B', '', '', 'soon', 1], // row 15: time is not a number
        ['Q', 'A', '', '', '', 20, 1], // row 16: fewer than two answers
        ['Q', 'A', 'B', '', '', 20, 1, 'stray'], // row 17: extra column
        ['', 'A'.repeat(101), 'B', '', '', 999, 'x'], // row 18: several problems in one row
        [{ kind: 'formula' }, 'A', { kind: 'other' }, '', '', 20, 1], // row 19: formula and a date
      ),
      newId,
    );
    expect(read).toEqual({
      problems: [
        { code: 'question_title_required', row: 9, column: 'B' },
        { code: 'question_title_too_long', row: 10, column: 'B' },
        { code: 'answer_correct_required', row: 11 },
        { code: 'import_correct_out_of_range', row: 12, answer: 5 },
        { code: 'import_correct_answer_empty', row: 13, answer: 3 },
        { code: 'time_limit_invalid', row: 14 },
        { code: 'import_time_limit_invalid', row: 15, column: 'G' },
        { code: 'answers_too_few', row: 16 },
        { code: 'import_extra_cell', row: 17, column: 'I' },
        { code: 'import_correct_invalid', row: 18, column: 'H' },
        { code: 'question_title_required', row: 18, column: 'B' },
        { code: 'time_limit_invalid', row: 18 },
        { code: 'answer_title_too_long', row: 18, answer: 1, column: 'C' },
        { code: 'import_cell_formula', row: 19, column: 'B' },
        { code: 'import_cell_not_text', row: 19, column: 'D' },
      ],
    });
  });

  it('finds the header wherever it is, without a numbering column', () => {
    const rows: SheetRow[] = [
      { row: 2, cells: [undefined, ...HEADER.map(cell)] },
      { row: 3, cells: [undefined, ...['Q', 'A', 'B', '', '', 30, 2].map(cell)] },
    ];
    const read = readKahootSheet(rows, newId);
    if (!('questions' in read)) throw new Error(JSON.stringify(read));
    expect(read.questions[0]?.answers.map((a) => a.is_correct)).toEqual([false, true]);
  });

  it('refuses a sheet without the template header, and one with no questions', () => {
    expect(readKahootSheet([{ row: 1, cells: [undefined, cell('Name'), cell('Score')] }], newId)).toEqual({
      problems: [{ code: 'import_sheet_no_header' }],
    });
    expect(readKahootSheet(sheet(), newId)).toEqual({ problems: [{ code: 'import_sheet_empty' }] });
  });

  it('refuses more questions than a quiz may have (200), naming the first row too many', () => {
    const read = readKahootSheet(
      sheet(...Array.from({ length: 201 }, () => ['Q', 'A', 'B', '', '', 20, 1])),
      newId,
    );
    expect(read).toEqual({ problems: [{ code: 'questions_too_many', row: 209, max: 200 }] });
  });

  it('refuses invisible or control characters in a cell, as every request does', () => {
    const read = readKahootSheet(sheet(['Q\u202Eevil', 'A', 'B', '', '', 20, 1]), newId);
    expect(read).toEqual({ problems: [{ code: 'text_invalid_characters', row: 9, column: 'B' }] });
  });
});
