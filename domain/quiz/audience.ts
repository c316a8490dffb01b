/*
 * Who a quiz is for (spec §3 Quiz: tags, countries, age, difficult, class_subject, class_grade), in the
 * spec's field names, with the rules the server and the browser both run. These describe the quiz for
 * search and the school library; they do not change how it plays.
 */

/** Spec `difficult` is a number (default 5); the editor offers three levels (spec "UI easy/normal/hard"). */
export const DIFFICULTY_LEVELS = { easy: 1, normal: 5, hard: 10 } as const;
export type DifficultyLevel = keyof typeof DIFFICULTY_LEVELS;
export const DIFFICULT_MIN = 1;
export const DIFFICULT_MAX = 10;

export const AGE_MIN = 0;
export const AGE_MAX = 99;
export const GRADE_MIN = 1;
export const GRADE_MAX = 12;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
export const COUNTRIES_MAX = 50;
export const CLASS_SUBJECT_MAX = 60;
export const CUSTOM_MESSAGE_MAX = 500;

export interface QuizAudience {
  tags: string[];
  /** ISO 3166-1 alpha-2 codes, upper case. */
  countries: string[];
  /** [youngest, oldest], both inclusive. */
  age: [number, number];
  difficult: number;
  class_subject: string;
  /** School grades 1–12, ascending, each once. */
  class_grade: number[];
}

/** Spec §4 "question updates fill defaults (age [0,99], difficult 5 …)". */
export const DEFAULT_AUDIENCE: QuizAudience = {
  tags: [],
  countries: [],
  age: [AGE_MIN, AGE_MAX],
  difficult: DIFFICULTY_LEVELS.normal,
  class_subject: '',
  class_grade: [],
};

/** The level a stored `difficult` shows as: the nearest of the three (old data may hold any 1–10). */
export function difficultyLevelOf(difficult: number): DifficultyLevel {
  if (difficult <= 3) return 'easy';
  if (difficult >= 7) return 'hard';
  return 'normal';
}

export type AudienceProblem =
  | 'tags_too_many'
  | 'tag_invalid'
  | 'countries_too_many'
  | 'country_invalid'
  | 'age_invalid'
  | 'difficult_invalid'
  | 'class_subject_too_long'
  | 'class_grade_invalid';

const tidy = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');
const isIntegerIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** The audience tidied (tags trimmed and without repeats, grades sorted), or the first problem. */
export function checkAudience(raw: QuizAudience): { audience: QuizAudience } | { problem: AudienceProblem } {
  const tags: string[] = [];
  for (const tag of raw.tags.map(tidy)) {
    if (tag.length === 0 || [...tag].length > TAG_MAX_LENGTH) return { problem: 'tag_invalid' };
    if (!tags.some((t) => t.toLocaleLowerCase() === tag.toLocaleLowerCase())) tags.push(tag);
  }
  if (tags.length > TAGS_MAX) return { problem: 'tags_too_many' };
  const countries = [...new Set(raw.countries.map((c) => c.trim().toUpperCase()))];
  if (countries.some((c) => !/^[A-Z]{2}$/.test(c))) return { problem: 'country_invalid' };
  if (countries.length > COUNTRIES_MAX) return { problem: 'countries_too_many' };
  const [youngest, oldest] = raw.age;
  if (!isIntegerIn(youngest, AGE_MIN, AGE_MAX) || !isIntegerIn(oldest, AGE_MIN, AGE_MAX) || youngest > oldest)
    return { problem: 'age_invalid' };
  if (!isIntegerIn(raw.difficult, DIFFICULT_MIN, DIFFICULT_MAX)) return { problem: 'difficult_invalid' };
  const class_subject = tidy(raw.class_subject);
  if ([...class_subject].length > CLASS_SUBJECT_MAX) return { problem: 'class_subject_too_long' };
  if (raw.class_grade.some((g) => !isIntegerIn(g, GRADE_MIN, GRADE_MAX)))
    return { problem: 'class_grade_invalid' };
  const class_grade = [...new Set(raw.class_grade)].sort((a, b) => a - b);
  return {
    audience: {
      tags,
      countries,
      age: [youngest, oldest],
      difficult: raw.difficult,
      class_subject,
      class_grade,
    },
  };
}

/** The end-of-quiz message (spec custom_message), tidied, or why it cannot be kept. */
export function checkCustomMessage(
  raw: string,
): { message: string } | { problem: 'custom_message_too_long' } {
  const message = raw.normalize('NFC').trim();
  if ([...message].length > CUSTOM_MESSAGE_MAX) return { problem: 'custom_message_too_long' };
  return { message };
}
