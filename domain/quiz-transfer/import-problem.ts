import type { QuizQuestion } from '../question-types/registry.ts';
import type { QuizLook } from '../quiz/look.ts';
import type { QuizSettings } from '../quiz/rules.ts';
import type { PictureFields } from '../shared/picture.ts';

/**
 * One thing wrong with an imported file: an `errors.` code and where it is. `row` is the spreadsheet's
 * own row number (as the spreadsheet shows it), `question` the question's number in a Kviss file
 * (from 1), `answer` the answer's number (from 1), `column` a spreadsheet column letter.
 */
export interface ImportProblem {
  code: string;
  row?: number;
  question?: number;
  answer?: number;
  column?: string;
  max?: number;
}

/** A quiz read from a file and passed by every check the editor runs: ready to be created. */
export interface ImportedQuiz {
  title: string;
  description: string;
  settings: QuizSettings | null;
  picture: PictureFields | null;
  /** The closing message and the look, when the file carries them (Kviss files do; spreadsheets do not). */
  customMessage?: string;
  look?: QuizLook | null;
  questions: QuizQuestion[];
}

/** A picture carried in a Kviss file, to be stored again: its bytes as base64 and where it is used. */
export interface ImportedPicture {
  /** The path the file's quiz uses for it. */
  path: string;
  /** The first question (from 1) that shows it; absent for the quiz's cover. */
  question?: number;
  mime: string;
  base64: string;
}

export type ImportResult =
  | { quiz: ImportedQuiz; pictures?: ImportedPicture[] }
  | { problems: ImportProblem[] };
