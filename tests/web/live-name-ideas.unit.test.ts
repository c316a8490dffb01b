import { describe, expect, it } from 'vitest';
import { nameIsAvailable } from '../../domain/game/name-filter.ts';
import { checkPlayerName } from '../../domain/game/rules.ts';
import { allNameIdeas, suggestName } from '../../web/features/live/name-ideas.ts';
import { LANGUAGES } from '../../web/i18n/languages.ts';

describe('suggested player names', () => {
  it.each([...LANGUAGES])('offers many names in %s, each one the server would take', (language) => {
    const names = allNameIdeas(language);
    expect(names.length).toBeGreaterThan(100);
    for (const name of names) {
      expect(checkPlayerName(name), name).toEqual({ name });
      expect(nameIsAvailable(name), name).toBe(true);
    }
  });

  it('never suggests the name already in the field', () => {
    const first = allNameIdeas('en')[0]!;
    expect(suggestName('en', first, () => 0)).not.toBe(first);
  });

  it('speaks the player’s language, falling back to English', () => {
    expect(allNameIdeas('no')).toContain('Modig Oter');
    expect(allNameIdeas('fr')).toContain('Renard Rusé');
    expect(allNameIdeas('xx')).toEqual(allNameIdeas('en'));
  });
});
