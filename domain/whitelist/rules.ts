import { checkPlayerName, nameKey } from '../game/rules.ts';

/** Whitelist rules (spec §5), shared by server and browser so the form shows the error the server enforces. */
export const WHITELIST_TITLE_MAX = 100;
/** Enough for a whole school year group; a list is copied into each game restricted to it. */
export const WHITELIST_NAMES_MAX = 1000;
/** Lists an owner may create (clones included) per calendar month, UTC. The spec names the limit, not its size. */
export const WHITELIST_MONTHLY_LIMIT = 20;

export type WhitelistProblem =
  | { problem: 'whitelist_title_required' | 'whitelist_title_too_long' | 'whitelist_names_required' }
  | { problem: 'whitelist_too_many_names'; max: number }
  | { problem: 'whitelist_name_invalid' | 'whitelist_name_duplicate'; name: string };

/**
 * A list as it will be kept: the title trimmed; each name tidied as a player's name is when they join
 * (checkPlayerName), so a name that could never join is refused; and no two names alike as a live game
 * compares them (nameKey: case and Unicode form ignored, "ANNA" and "anna" are one).
 */
export function checkWhitelist(input: {
  title: string;
  names: readonly string[];
}): { title: string; names: string[] } | WhitelistProblem {
  const title = input.title.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (title.length === 0) return { problem: 'whitelist_title_required' };
  if ([...title].length > WHITELIST_TITLE_MAX) return { problem: 'whitelist_title_too_long' };
  const given = input.names.filter((name) => name.trim().length > 0);
  if (given.length === 0) return { problem: 'whitelist_names_required' };
  if (given.length > WHITELIST_NAMES_MAX)
    return { problem: 'whitelist_too_many_names', max: WHITELIST_NAMES_MAX };
  const names: string[] = [];
  const seen = new Set<string>();
  for (const raw of given) {
    const checked = checkPlayerName(raw);
    if ('problem' in checked) return { problem: 'whitelist_name_invalid', name: raw.trim().slice(0, 40) };
    const key = nameKey(checked.name);
    if (seen.has(key)) return { problem: 'whitelist_name_duplicate', name: checked.name };
    seen.add(key);
    names.push(checked.name);
  }
  return { title, names };
}

/** The names in a pasted block: one per line, or separated by commas or semicolons (a spreadsheet column or a class list). */
export function namesFromText(text: string): string[] {
  return text
    .split(/[\n\r,;\t]+/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}
