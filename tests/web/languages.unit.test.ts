import { describe, expect, it } from 'vitest';
import {
  forcedLanguageForPath,
  htmlLangOf,
  isLanguage,
  LANGUAGES,
  languageForCountry,
  languageForPage,
  languageForVisitor,
  nativeLanguageName,
} from '../../web/i18n/languages.ts';

describe('languageForCountry', () => {
  it.each([
    ['NO', 'no'],
    ['SE', 'se'],
    ['DK', 'dk'],
    ['FR', 'fr'],
    ['BE', 'fr'],
    ['LU', 'fr'],
    ['MC', 'fr'],
    ['DE', 'de'],
    ['AT', 'de'],
    ['CH', 'de'],
    ['LI', 'de'],
    ['ES', 'es'],
    ['MX', 'es'],
    ['AR', 'es'],
    ['CO', 'es'],
    ['CL', 'es'],
    ['PE', 'es'],
  ])('maps %s to %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language);
  });

  it('ignores the letter case of the country code', () => {
    expect(languageForCountry('no')).toBe('no');
  });

  it('falls back to English for other, unknown or missing countries', () => {
    expect(languageForCountry('US')).toBe('en');
    expect(languageForCountry('GB')).toBe('en');
    expect(languageForCountry('XX')).toBe('en');
    expect(languageForCountry(null)).toBe('en');
    expect(languageForCountry(undefined)).toBe('en');
    expect(languageForCountry('')).toBe('en');
  });
});

describe('htmlLangOf', () => {
  it('turns the product codes no, se and dk into BCP 47 tags', () => {
    expect(htmlLangOf('no')).toBe('nb');
    expect(htmlLangOf('se')).toBe('sv');
    expect(htmlLangOf('dk')).toBe('da');
  });

  it('keeps the codes that already are BCP 47 tags', () => {
    for (const language of ['en', 'fr', 'de', 'es'] as const) expect(htmlLangOf(language)).toBe(language);
  });
});

describe('the skoler path segment', () => {
  it('forces Norwegian wherever it appears as a whole segment', () => {
    expect(forcedLanguageForPath('/skoler')).toBe('no');
    expect(forcedLanguageForPath('/skoler/purchase')).toBe('no');
    expect(forcedLanguageForPath('/skoler/set/1/share/abc')).toBe('no');
    expect(forcedLanguageForPath('/skoler/join')).toBe('no');
    expect(forcedLanguageForPath('/login-skoler')).toBe('no');
  });

  it('does not force anything elsewhere, including the international /school pages', () => {
    expect(forcedLanguageForPath('/')).toBeNull();
    expect(forcedLanguageForPath('/school/purchase')).toBeNull();
    expect(forcedLanguageForPath('/skolers')).toBeNull();
  });

  it('wins over the visitor’s preferred language only on those paths', () => {
    expect(languageForPage('/skoler/purchase', 'de')).toBe('no');
    expect(languageForPage('/purchase', 'de')).toBe('de');
  });
});

describe('isLanguage', () => {
  it('accepts exactly the seven product codes', () => {
    for (const language of LANGUAGES) expect(isLanguage(language)).toBe(true);
    for (const other of ['nb', 'sv', 'da', 'EN', '', null, 1]) expect(isLanguage(other)).toBe(false);
  });
});

describe('nativeLanguageName', () => {
  it('names each language in itself, capitalised', () => {
    expect(nativeLanguageName('de')).toBe('Deutsch');
    expect(nativeLanguageName('en')).toBe('English');
    expect(nativeLanguageName('no')).toMatch(/^Norsk/);
    expect(nativeLanguageName('se')).toBe('Svenska');
    expect(nativeLanguageName('dk')).toBe('Dansk');
  });
});

describe('languageForVisitor: a visitor without a language cookie', () => {
  it("follows the country when it can be told, whatever the browser's languages", () => {
    expect(languageForVisitor('SE', ['nb-NO'])).toBe('se');
    expect(languageForVisitor('US', ['de-DE'])).toBe('en');
  });

  it("follows the browser's languages when the country cannot be told (a school's own server)", () => {
    expect(languageForVisitor(null, ['nb-NO', 'en-US'])).toBe('no');
    expect(languageForVisitor(null, ['nn'])).toBe('no');
    expect(languageForVisitor(null, ['no'])).toBe('no');
    expect(languageForVisitor(null, ['sv-FI'])).toBe('se');
    expect(languageForVisitor(null, ['da'])).toBe('dk');
    expect(languageForVisitor(null, ['de-AT'])).toBe('de');
    expect(languageForVisitor(null, ['es-419'])).toBe('es');
    expect(languageForVisitor(undefined, ['fr_CA'])).toBe('fr');
  });

  it('takes the first of the browser languages it has, skipping those it has not', () => {
    expect(languageForVisitor(null, ['pl-PL', 'da-DK', 'en'])).toBe('dk');
    expect(languageForVisitor(null, ['en-GB', 'nb'])).toBe('en');
  });

  it('does not take Northern Sami (`se`) for Swedish, and falls back to English', () => {
    expect(languageForVisitor(null, ['se-NO'])).toBe('en');
    expect(languageForVisitor(null, [])).toBe('en');
  });
});
