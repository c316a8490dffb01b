import { AGE_MAX, AGE_MIN, type DifficultyLevel, GRADE_MAX, GRADE_MIN } from '../quiz/audience.ts';
import { PICTURE_PATH_MAX } from '../shared/picture.ts';

/*
 * The school library (spec §1 "school quiz library", §5 "share to school", §6 roles): the rules the
 * server enforces and the share form shows before sending.
 */

/** Spec §5 and §9 "minimum questions to share: 7". */
export const LIBRARY_MIN_QUESTIONS = 7;
export const LIBRARY_DESCRIPTION_MAX = 500;
export const LIBRARY_LEVELS = ['easy', 'normal', 'hard'] as const satisfies readonly DifficultyLevel[];
export type LibraryLevel = (typeof LIBRARY_LEVELS)[number];

/** What a teacher fills in when sharing a quiz to the school (spec §5 "share to school"). */
export interface LibraryListing {
  level: LibraryLevel;
  /** [youngest, oldest], both inclusive. */
  age: [number, number];
  subjectId: string;
  /** School grades 1–12, ascending, each once. */
  grades: number[];
  description: string;
  /** A picture path from the upload endpoint, or the quiz's own cover. */
  image: string;
  /** Spec `show_school_country_list`: also listed for the schools of the school's country. */
  countryList: boolean;
}

export type ListingProblem =
  | 'library_level_invalid'
  | 'age_invalid'
  | 'library_grade_required'
  | 'class_grade_invalid'
  | 'library_description_required'
  | 'library_description_too_long'
  | 'library_image_required'
  | 'library_image_invalid';

const tidy = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');
const isIntegerIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
/** An uploaded picture (`/media/…`) or an absolute https address (image search). */
const isImagePath = (image: string) =>
  image.length <= PICTURE_PATH_MAX && (/^\/media\/[\w./-]+$/.test(image) || /^https:\/\/\S+$/.test(image));

/** The listing tidied (description trimmed, grades sorted and unique), or its first problem. */
export function checkListing(
  raw: LibraryListing,
): { listing: LibraryListing } | { problem: ListingProblem; field: keyof LibraryListing } {
  if (!LIBRARY_LEVELS.includes(raw.level)) return { problem: 'library_level_invalid', field: 'level' };
  const [youngest, oldest] = raw.age;
  if (!isIntegerIn(youngest, AGE_MIN, AGE_MAX) || !isIntegerIn(oldest, AGE_MIN, AGE_MAX) || youngest > oldest)
    return { problem: 'age_invalid', field: 'age' };
  if (raw.grades.length === 0) return { problem: 'library_grade_required', field: 'grades' };
  if (raw.grades.some((g) => !isIntegerIn(g, GRADE_MIN, GRADE_MAX)))
    return { problem: 'class_grade_invalid', field: 'grades' };
  const description = tidy(raw.description);
  if (!description) return { problem: 'library_description_required', field: 'description' };
  if ([...description].length > LIBRARY_DESCRIPTION_MAX)
    return { problem: 'library_description_too_long', field: 'description' };
  const image = raw.image.trim();
  if (!image) return { problem: 'library_image_required', field: 'image' };
  if (!isImagePath(image)) return { problem: 'library_image_invalid', field: 'image' };
  return {
    listing: {
      ...raw,
      age: [youngest, oldest],
      grades: [...new Set(raw.grades)].sort((a, b) => a - b),
      description,
      image,
    },
  };
}

/** The school roles that may share quizzes to the library: teachers. Students play; they do not publish. */
export const mayShareToLibrary = (role: string) => role === 'teacher' || role === 'teacher_plus';

/**
 * Spec §6 "basic teacher/student may only preview school quizzes; plus gets the library": plus roles
 * search it fully and copy from it; basic roles may look and preview.
 */
export const mayCopyFromLibrary = (role: string) => role === 'teacher_plus' || role === 'student_plus';
