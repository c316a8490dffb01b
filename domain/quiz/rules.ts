/**
 * Quiz rules from spec §5 that both the server and the browser enforce.
 */
export const QUIZ_TITLE_MAX_LENGTH = 150;

/** Quiz codes (spec `code`, used by `/{code}`): no 0/o/1/l/i so they read aloud cleanly. */
export const QUIZ_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const QUIZ_CODE_LENGTH = 8;

export type TitleProblem = 'quiz_title_required' | 'quiz_title_too_long';

/** Titles are trimmed; blank or overlong titles are refused (spec §5 "Quiz title required"). */
export function checkQuizTitle(raw: string): { title: string } | { problem: TitleProblem } {
  const title = raw.normalize('NFC').trim();
  if (title.length === 0) return { problem: 'quiz_title_required' };
  if ([...title].length > QUIZ_TITLE_MAX_LENGTH) return { problem: 'quiz_title_too_long' };
  return { title };
}

/** Turns random bytes (injected: the domain holds no randomness) into a quiz code. */
export function quizCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < QUIZ_CODE_LENGTH) throw new Error('not enough random bytes for a quiz code');
  let code = '';
  for (let i = 0; i < QUIZ_CODE_LENGTH; i++) {
    code += QUIZ_CODE_ALPHABET[bytes[i]! % QUIZ_CODE_ALPHABET.length];
  }
  return code;
}

export function isQuizCode(value: string): boolean {
  if (value.length !== QUIZ_CODE_LENGTH) return false;
  for (const ch of value) if (!QUIZ_CODE_ALPHABET.includes(ch)) return false;
  return true;
}
