import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../web/i18n/languages.ts';

type LocaleTree = { [key: string]: string | LocaleTree };

const localesDir = new URL('../../locales/', import.meta.url);

function readLocale(language: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(new URL(`${language}.json`, localesDir), 'utf8')) as LocaleTree;
  return flatten(tree);
}

/** `{ a: { b: 'x' } }` → `a.b` → `x`, the keys t() takes. */
function flatten(tree: LocaleTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [childPath, childValue] of flatten(value, `${path}.`)) flat.set(childPath, childValue);
  }
  return flat;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

// Texts that are rightly the same in every language: the brand name.
const SAME_IN_EVERY_LANGUAGE = new Set(['app.name']);
// Short texts ("OK") may be spelt alike in several languages.
const LONGEST_TEXT_THAT_MAY_MATCH = 3;

const english = readLocale('en');
const translations = LANGUAGES.filter((language) => language !== 'en');

describe('locales', () => {
  it('has one file per product language (en, no, se, dk, fr, de, es) and nothing else', () => {
    const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
  });

  it('has no empty English text', () => {
    for (const [key, value] of english) expect(value.trim(), key).not.toBe('');
  });

  describe.each(translations)('%s', (language) => {
    const translated = readLocale(language);

    it('has every English key, with a non-empty text', () => {
      for (const key of english.keys()) expect(translated.get(key)?.trim(), key).toBeTruthy();
    });

    it('has no key that English lacks', () => {
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect(extra).toEqual([]);
    });

    it('keeps the same {{placeholders}} as English', () => {
      for (const [key, value] of english) {
        expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(value));
      }
    });

    it('is translated, not copied from English', () => {
      const copied = [...english].filter(
        ([key, value]) =>
          !SAME_IN_EVERY_LANGUAGE.has(key) &&
          value.length > LONGEST_TEXT_THAT_MAY_MATCH &&
          translated.get(key) === value,
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  });
});
