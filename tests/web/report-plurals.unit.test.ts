import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { leaderboardCounts } from '../../web/features/leaderboards/leaderboard-counts.ts';
import { LANGUAGES } from '../../web/i18n/languages.ts';

/*
 * Counts in reports, leaderboards, merged reports and whitelists agree with their number (issue 14):
 * never "1 players" or "1 reports".
 */

type Tree = { [key: string]: string | Tree };
const localeOf = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Tree;

async function translator(language: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { [language]: { translation: localeOf(language) } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const SECTIONS = ['reports', 'leaderboards', 'merge_reports', 'whitelist'];
/** A number put straight before a counted noun, in English. */
const COUNTED = /\{\{\w+\}\} (players|reports|names|answers|questions|games|runs)\b/;

describe('plurals in reports and leaderboards', () => {
  it('has a singular wherever English puts a number before a counted noun', () => {
    const english = localeOf('en');
    const unpaired: string[] = [];
    const walk = (tree: Tree, path: string) => {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value !== 'string') walk(value, `${path}${key}.`);
        else if (COUNTED.test(value) && !key.endsWith('_other')) unpaired.push(`${path}${key}`);
        else if (key.endsWith('_other')) {
          const one = tree[key.replace(/_other$/, '_one')];
          if (typeof one !== 'string') unpaired.push(`${path}${key} (no _one)`);
        }
      }
    };
    for (const section of SECTIONS) walk(english[section] as Tree, `${section}.`);
    expect(unpaired).toEqual([]);
  });

  it('says one player and one report in English, and more of each with their plural', async () => {
    const t = await translator('en');
    expect(leaderboardCounts(t, 1, 1)).toBe('1 player from 1 report');
    expect(leaderboardCounts(t, 12, 3)).toBe('12 players from 3 reports');
    expect(t('leaderboards.report_game', { count: 1 })).toBe('Live game · 1 player');
    expect(t('merge_reports.source_game', { count: 1, when: 'today' })).toBe('Live game, today (1 player)');
    expect(t('merge_reports.reports_count', { count: 2 })).toBe('2 reports');
    expect(t('whitelist.lobby_list', { count: 1, title: '7B' })).toBe('Only the one name on “7B” can join');
  });

  it('says it in Norwegian too: 1 spiller fra 1 rapport', async () => {
    const t = await translator('no');
    expect(leaderboardCounts(t, 1, 1)).toBe('1 spiller fra 1 rapport');
    expect(leaderboardCounts(t, 5, 2)).toBe('5 spillere fra 2 rapporter');
  });

  it.each(LANGUAGES)('has a text for one and for many in %s', async (language) => {
    const t = await translator(language);
    for (const key of [
      'leaderboards.count_players',
      'leaderboards.count_reports',
      'leaderboards.report_game',
      'merge_reports.reports_count',
      'merge_reports.players_count',
      'merge_reports.source_game',
    ] as const) {
      const one = t(key, { count: 1, when: 'x' });
      const many = t(key, { count: 7, when: 'x' });
      expect(one, key).toContain('1');
      expect(many, key).toContain('7');
      // Never the key itself: a missing text would show the key.
      expect(one, key).not.toContain(key);
    }
  });
});
