import { isOnlyInvisible, textProblem } from '../shared/text.ts';

/**
 * Live game rules (spec §5 join rules, §9 limits), shared by server and browser.
 */
export const PLAYER_NAME_MIN = 3;
export const PLAYER_NAME_MAX = 15;
export const TEAM_NAME_MAX = 15;
export const GAME_PIN_LENGTH = 6;

/** Made once: a segmenter costs more to make than a name costs to segment. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a person sees them (grapheme clusters), so "é" or "👍🏽" count as one. */
export function displayedLength(text: string): number {
  return [...graphemes.segment(text)].length;
}

export type NameProblem = 'join_name_too_short' | 'join_name_too_long' | 'join_name_invisible';

/**
 * A player's display name: normalised, trimmed, inner spaces folded; 3 to 15 displayed characters,
 * every one of them visible (no control, bidi or zero-width characters: a name that is blank on the
 * big screen, reads backwards or hides a twin of another player's name is refused).
 */
export function checkPlayerName(raw: string): { name: string } | { problem: NameProblem } {
  if (textProblem(raw) !== null || isOnlyInvisible(raw)) return { problem: 'join_name_invisible' };
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  const length = displayedLength(name);
  if (length < PLAYER_NAME_MIN) return { problem: 'join_name_too_short' };
  if (length > PLAYER_NAME_MAX) return { problem: 'join_name_too_long' };
  return { name };
}

/** Two names are the same name when they differ only in case or Unicode form ("ANNA" = "anna" = "Anna"). */
export const nameKey = (name: string) => name.normalize('NFKC').toLocaleLowerCase('und');

export type TeamNameProblem = 'team_name_required' | 'team_name_too_long';

export function checkTeamName(raw: string): { name: string } | { problem: TeamNameProblem } {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  // A name nobody can see (only invisible characters or blank letters) is no name.
  if (name.length === 0 || isOnlyInvisible(name)) return { problem: 'team_name_required' };
  if (displayedLength(name) > TEAM_NAME_MAX) return { problem: 'team_name_too_long' };
  return { name };
}

/** A numeric PIN for one game (distinct from the quiz's own code), from injected random bytes. */
export function gamePinFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GAME_PIN_LENGTH) throw new Error('not enough random bytes for a PIN');
  let pin = '';
  // First digit 1-9: a PIN never starts with 0, so it reads and types the same everywhere.
  pin += String(1 + (bytes[0]! % 9));
  for (let i = 1; i < GAME_PIN_LENGTH; i++) pin += String(bytes[i]! % 10);
  return pin;
}

export const isGamePin = (value: string) => /^[1-9][0-9]{5}$/.test(value);

/**
 * What is wrong with a PIN typed on the join screen, or null when a game could have it: short of six
 * digits it is incomplete; six digits starting with 0 are complete but no game is ever given them, so
 * the player hears that no game has that PIN (not to type the six digits they typed).
 */
export function gamePinProblem(value: string): 'join_pin_required' | 'join_not_live' | null {
  if (isGamePin(value)) return null;
  return /^[0-9]{6}$/.test(value) ? 'join_not_live' : 'join_pin_required';
}

/** The room's limit: the smallest of what the host set, the quiz allows and the operator permits. */
export function effectivePlayerLimit(limits: {
  room: number | null;
  quiz: number;
  operator: number;
}): number {
  return Math.min(limits.room ?? Number.POSITIVE_INFINITY, limits.quiz, limits.operator);
}
