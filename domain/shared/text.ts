/**
 * The one rule for text that enters Kviss (issue 9, item 4), shared by the HTTP and socket boundary,
 * the event store's backstop and the projections.
 *
 * Refused, never silently changed (a person sees why, and what is stored is what they typed):
 * - what PostgreSQL cannot store in text or jsonb: NUL and lone (unpaired) surrogates;
 * - control characters (Unicode Cc), except line feed, carriage return and tab where the field is
 *   multi-line text;
 * - bidi controls (embeddings, overrides, isolates and the marks LRM, RLM, ALM): they reorder what
 *   others see, e.g. make a name or an answer read backwards;
 * - invisible format characters (Unicode Cf: zero-width space, word joiner, BOM, soft hyphen …).
 *   Two are kept where they are part of writing: the zero-width joiner and non-joiner between two
 *   visible characters (emoji sequences such as 👩‍💻, Persian and Indic words), and tag characters
 *   after a black flag (subdivision flags such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 * NFC normalisation is left to each field's own rule (names and titles normalise themselves);
 * passwords must reach the hash exactly as typed.
 */

export type TextProblem = 'unstorable' | 'control' | 'bidi' | 'invisible';

export interface TextRuleOptions {
  /** Line feed, carriage return and tab are allowed (descriptions, stack traces). */
  multiline?: boolean;
  /** Only what cannot be stored or is a control character is refused (passwords: hashed as typed). */
  secret?: boolean;
}

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const ZW_JOINERS = new Set([0x200c, 0x200d]);
const BLACK_FLAG = 0x1f3f4;
const isTag = (code: number) => code >= 0xe0020 && code <= 0xe007f;
const isFormat = (char: string) => /\p{Cf}/u.test(char);
const isControl = (char: string) => /\p{Cc}/u.test(char);
const MULTILINE_CONTROLS = new Set(['\n', '\r', '\t']);
/** Any character the rule looks at (bidi controls are format characters): most text has none. */
const SUSPECT = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** Whether PostgreSQL can store the string in a text or jsonb column (no NUL, no lone surrogate). */
export function isStorable(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** Makes a string storable: NUL and lone surrogates become U+FFFD (for events logged before this rule). */
export function toStorable(text: string): string {
  return isStorable(text) ? text : text.toWellFormed().replaceAll('\u0000', '\uFFFD');
}

/** The first thing wrong with a piece of text under the boundary rule, or null when it may be used. */
export function textProblem(text: string, options: TextRuleOptions = {}): TextProblem | null {
  if (!SUSPECT.test(text)) return null;
  if (!isStorable(text)) return 'unstorable';
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (isControl(char)) {
      if (options.multiline && MULTILINE_CONTROLS.has(char)) continue;
      return 'control';
    }
    if (options.secret) continue;
    if (BIDI.test(char)) return 'bidi';
    if (isFormat(char) && !isPartOfWriting(chars, i)) return 'invisible';
  }
  return null;
}

/** A joiner between two visible characters, or a tag character continuing a flag sequence. */
function isPartOfWriting(chars: string[], i: number): boolean {
  const code = chars[i]!.codePointAt(0)!;
  if (ZW_JOINERS.has(code)) {
    const visible = (c: string | undefined) =>
      c !== undefined && !isFormat(c) && !isControl(c) && !/\s/u.test(c);
    return visible(chars[i - 1]) && visible(chars[i + 1]);
  }
  if (isTag(code)) {
    const before = chars[i - 1]?.codePointAt(0);
    return before === BLACK_FLAG || (before !== undefined && isTag(before));
  }
  return false;
}

/**
 * Letters that draw nothing (Hangul fillers, the blank braille pattern): the classic way to a blank
 * player name, since they pass as letters.
 */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Every character a reader cannot see (format, control, bidi, blank letters), removed: for comparing names. */
export const withoutInvisibles = (text: string) =>
  text.replace(/[\p{Cf}\p{Cc}]/gu, '').replace(BLANK_LETTERS, '');

/** Whether text has something, yet nothing a reader could see: only invisible characters, marks and spaces. */
export const isOnlyInvisible = (text: string) =>
  text.trim() !== '' && withoutInvisibles(text).replace(/[\s\p{M}]/gu, '') === '';

/**
 * The path of the first string (or key) in a JSON-like value that PostgreSQL cannot store, or null.
 * Paths are built only once something is wrong: every append is checked, and a play's start carries
 * the whole quiz.
 */
export function firstUnstorable(value: unknown): string | null {
  return isAllStorable(value) ? null : pathOfUnstorable(value, '');
}

function pathOfUnstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path || 'value';
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorable(key)) return at;
    const bad = pathOfUnstorable(item, at);
    if (bad !== null) return bad;
  }
  return null;
}

/**
 * Whether every string (and key) in a JSON-like value can be stored, without building a path for every
 * key: every append is checked, and a class starting its homework appends hundreds a second.
 */
function isAllStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorable(value);
  if (typeof value !== 'object' || value === null) return true;
  if (storableFrozen.has(value)) return true;
  // Remembered only when nothing in it can change: frozen, and every object in it remembered too.
  // Plain loops, no closure per object: every request's append comes through here.
  let unchanging = Object.isFrozen(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!isAllStorable(item)) return false;
      unchanging &&= isRemembered(item);
    }
  } else {
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      if (!isStorable(key) || !isAllStorable(item)) return false;
      unchanging &&= isRemembered(item);
    }
  }
  if (unchanging) storableFrozen.add(value);
  return true;
}

/** A value that needs no checking again: not an object, or an object already remembered as storable. */
const isRemembered = (item: unknown) => typeof item !== 'object' || item === null || storableFrozen.has(item);

/**
 * Frozen values already found storable (deepFreeze): a quiz's questions, shared by every play that
 * starts from them, are walked once instead of once per start.
 */
const storableFrozen = new WeakSet<object>();
