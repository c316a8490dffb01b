import { newAnswer } from '../question-types/basic/editing.ts';
import type { BasicQuestion } from '../question-types/basic/schema.ts';
import { DEFAULT_TIME_LIMIT_SECONDS } from '../question-types/common.ts';
import { QUESTIONS_MAX } from '../quiz/decide.ts';
import { textProblem } from '../shared/text.ts';
import { everyProblem } from './every-problem.ts';
import type { ImportProblem } from './import-problem.ts';
import { findKahootColumns, type KahootColumns } from './kahoot-header.ts';
import { columnLetter, isBlank, type SheetCell, type SheetRow } from './sheet-cell.ts';

export type KahootSheetResult = { questions: BasicQuestion[] } | { problems: ImportProblem[] };

/**
 * The questions of a sheet in Kahoot!'s template, each checked by the editor's own rule; or every
 * problem, each with its row. Each data row is one multiple-choice question; empty answer cells are
 * left out (the template's answers 3 and 4 are optional); "Correct answer(s)" lists answer numbers
 * ("1" or "1, 3"), and with several a pick of any of them counts (as on Kahoot!).
 *
 * Time limits: Kahoot! offers 5, 10, 20, 30, 60, 90, 120 or 240 seconds; all of them are Kviss times
 * too (5 to 600 seconds), so a time is kept as it is, and any other whole number of seconds that Kviss
 * allows is kept as well. An empty time cell gets the editor's default (30 seconds).
 */
export function readKahootSheet(rows: readonly SheetRow[], newId: () => string): KahootSheetResult {
  const columns = findKahootColumns(rows);
  if (!columns) return { problems: [{ code: 'import_sheet_no_header' }] };
  const problems: ImportProblem[] = [];
  const questions: BasicQuestion[] = [];
  for (const row of rows) {
    if (row.row <= columns.headerRow || row.cells.every(isBlank)) continue;
    if (questions.length === QUESTIONS_MAX) {
      problems.push({ code: 'questions_too_many', row: row.row, max: QUESTIONS_MAX });
      break;
    }
    const read = readRow(row, columns, newId);
    problems.push(...read.problems);
    questions.push(read.question);
  }
  if (questions.length === 0 && problems.length === 0) return { problems: [{ code: 'import_sheet_empty' }] };
  return problems.length > 0 ? { problems } : { questions };
}

function readRow(
  { row, cells }: SheetRow,
  columns: KahootColumns,
  newId: () => string,
): { question: BasicQuestion; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const text = (column: number, multiline: boolean): string => {
    const read = cellText(cells[column]);
    if ('code' in read) {
      problems.push({ code: read.code, row, column: columnLetter(column) });
      return '';
    }
    if (textProblem(read.text, { multiline }) !== null)
      problems.push({ code: 'text_invalid_characters', row, column: columnLetter(column) });
    return read.text;
  };

  const known = new Set([columns.question, columns.correct, columns.time, ...columns.answers]);
  cells.forEach((cell, column) => {
    // Left of the questions is the template's numbering; right of them, only the template's columns.
    if (column > columns.question && !known.has(column) && !isBlank(cell))
      problems.push({ code: 'import_extra_cell', row, column: columnLetter(column) });
  });

  const title = text(columns.question, true);
  // Kept answers, and the Kahoot! answer number (from 1) each was in the sheet.
  const answers: { number: number; title: string }[] = [];
  columns.answers.forEach((column, index) => {
    if (column === undefined || isBlank(cells[column])) return;
    answers.push({ number: index + 1, title: text(column, false) });
  });
  const correct = correctNumbers(cells[columns.correct]);
  if ('code' in correct) problems.push({ code: correct.code, row, column: columnLetter(columns.correct) });
  const correctSet = new Set('numbers' in correct ? correct.numbers : []);
  for (const number of correctSet) {
    if (number > columns.answers.length || columns.answers[number - 1] === undefined)
      problems.push({ code: 'import_correct_out_of_range', row, answer: number });
    else if (!answers.some((a) => a.number === number))
      problems.push({ code: 'import_correct_answer_empty', row, answer: number });
  }
  const time = timeLimit(columns.time === undefined ? undefined : cells[columns.time]);
  if ('code' in time) problems.push({ code: time.code, row, column: columnLetter(columns.time!) });

  const question: BasicQuestion = {
    question_id: newId(),
    question_type: 'basic',
    kind: 'multiple_choice',
    title,
    time_limit: 'seconds' in time ? time.seconds : DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    answers_required: 'one',
    chart_type: 'bar',
    answers: answers.map((a) => ({
      ...newAnswer(newId, 'multiple_choice', a.title),
      is_correct: correctSet.has(a.number),
    })),
  };
  // A cell already reported unreadable is not reported again as empty by the editor's check.
  const unreadable = new Set(problems.map((p) => p.column));
  for (const found of everyProblem(question)) {
    const answer = found.answer === undefined ? undefined : answers[found.answer];
    const column = answer
      ? columns.answers[answer.number - 1]
      : found.code.startsWith('question_title')
        ? columns.question
        : undefined;
    if (column !== undefined && unreadable.has(columnLetter(column))) continue;
    if (found.code === 'answer_correct_required' && 'code' in correct) continue;
    if (found.code === 'answer_correct_required' && correctSet.size > 0) continue;
    problems.push({
      code: found.code,
      row,
      ...(answer ? { answer: answer.number } : {}),
      ...(column === undefined ? {} : { column: columnLetter(column) }),
    });
  }
  return { question, problems };
}

/** Text as a person typed it; a number typed into a text cell ("1990") reads as the same text. */
function cellText(cell: SheetCell | undefined): { text: string } | { code: string } {
  if (cell === undefined || cell.kind === 'empty') return { text: '' };
  if (cell.kind === 'text') return { text: cell.text };
  if (cell.kind === 'number') return { text: String(cell.value) };
  return { code: cell.kind === 'formula' ? 'import_cell_formula' : 'import_cell_not_text' };
}

/** "1", "1, 3", "2;4" or the number 2. Empty is no correct answer (the editor's check says so). */
function correctNumbers(cell: SheetCell | undefined): { numbers: number[] } | { code: string } {
  if (cell === undefined || isBlank(cell)) return { numbers: [] };
  if (cell.kind === 'number')
    return Number.isInteger(cell.value) ? { numbers: [cell.value] } : { code: 'import_correct_invalid' };
  if (cell.kind !== 'text')
    return { code: cell.kind === 'formula' ? 'import_cell_formula' : 'import_cell_not_text' };
  const parts = cell.text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return { code: 'import_correct_invalid' };
  return { numbers: parts.map(Number) };
}

/** Whole seconds, as a number or as text; the editor's check then says whether Kviss allows them. */
function timeLimit(cell: SheetCell | undefined): { seconds: number } | { code: string } | { empty: true } {
  if (cell === undefined || isBlank(cell)) return { empty: true };
  if (cell.kind === 'number')
    return Number.isInteger(cell.value) ? { seconds: cell.value } : { code: 'import_time_limit_invalid' };
  if (cell.kind !== 'text')
    return { code: cell.kind === 'formula' ? 'import_cell_formula' : 'import_cell_not_text' };
  const match = /^(\d{1,6})\s*(s|sec|secs|seconds)?$/i.exec(cell.text.trim());
  return match ? { seconds: Number(match[1]) } : { code: 'import_time_limit_invalid' };
}
