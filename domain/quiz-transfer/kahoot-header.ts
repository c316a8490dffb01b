import { ANSWERS_MAX } from '../question-types/basic/schema.ts';
import { isBlank, type SheetRow } from './sheet-cell.ts';

/**
 * Kahoot!'s public quiz template (xlsx): a few title and instruction rows, then a header row such as
 * "Question - max 120 characters", "Answer 1 - max 75 characters" … "Answer 4 …",
 * "Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs", "Correct answer(s) - choose at least one",
 * often after a numbering column. The header is found by its text, not by its position.
 */
export interface KahootColumns {
  headerRow: number;
  question: number;
  /** Column of answer 1, 2, …: index 0 holds answer 1. A missing answer column is undefined. */
  answers: (number | undefined)[];
  time: number | undefined;
  correct: number;
}

/** The header is near the top; rows further down are data, not a header to look for. */
export const HEADER_SEARCH_ROWS = 30;

const normalised = (text: string) => text.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

export function findKahootColumns(rows: readonly SheetRow[]): KahootColumns | null {
  for (const { row, cells } of rows.slice(0, HEADER_SEARCH_ROWS)) {
    let question: number | undefined;
    let time: number | undefined;
    let correct: number | undefined;
    const answers: (number | undefined)[] = [];
    cells.forEach((cell, column) => {
      if (isBlank(cell) || cell?.kind !== 'text') return;
      const text = normalised(cell.text);
      const answer = /^answer ?(\d+)\b/.exec(text);
      if (answer) {
        const number = Number(answer[1]);
        if (number >= 1 && number <= ANSWERS_MAX && answers[number - 1] === undefined)
          answers[number - 1] = column;
      } else if (/^question\b/.test(text)) question ??= column;
      else if (/^time ?limit\b/.test(text)) time ??= column;
      else if (/^correct answer/.test(text)) correct ??= column;
    });
    if (
      question !== undefined &&
      correct !== undefined &&
      answers[0] !== undefined &&
      answers[1] !== undefined
    )
      return { headerRow: row, question, answers, time, correct };
  }
  return null;
}
