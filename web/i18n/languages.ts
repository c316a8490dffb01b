/**
 * The product's languages and how one is chosen (spec §1, DESIGN §5). Pure: no DOM, no fetch,
 * so the rules are unit-tested on their own.
 */

/** The spec's product codes; `no`, `se` and `dk` are not BCP 47 tags (see `htmlLangOf`). */
export const LANGUAGES = ['en', 'no', 'se', 'dk', 'fr', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The path segment of the school edition; any path containing it is shown in Norwegian. */
export const SCHOOL_SEGMENT = 'skoler';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for `<html lang>` and Intl formatting. */
export function htmlLangOf(language: Language): string {
  switch (language) {
    case 'no':
      return 'nb';
    case 'se':
      return 'sv';
    case 'dk':
      return 'da';
    default:
      return language;
  }
}

// Countries whose visitors most likely read one of our languages; everyone else gets English.
const LANGUAGE_BY_COUNTRY: Readonly<Record<string, Language>> = {
  NO: 'no',
  SE: 'se',
  DK: 'dk',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
};

/** Language for an ISO 3166 alpha-2 country code (any case); unknown or missing countries get English. */
export function languageForCountry(country: string | null | undefined): Language {
  if (!country) return DEFAULT_LANGUAGE;
  return LANGUAGE_BY_COUNTRY[country.toUpperCase()] ?? DEFAULT_LANGUAGE;
}

// A browser's language tags (BCP 47) by their primary subtag. Norwegian comes as `nb`, `nn` or plain `no`.
// Our product codes `se` and `dk` are not BCP 47 tags: a browser sending `se` means Northern Sami, so it is
// not taken for Swedish.
const LANGUAGE_BY_BROWSER_TAG: Readonly<Record<string, Language>> = {
  en: 'en',
  nb: 'no',
  nn: 'no',
  no: 'no',
  sv: 'se',
  da: 'dk',
  fr: 'fr',
  de: 'de',
  es: 'es',
};

/** Our language for the first of the browser's languages (`navigator.languages`) we have, else English. */
export function languageForBrowser(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.split(/[-_]/, 1)[0] ?? '';
    const language = LANGUAGE_BY_BROWSER_TAG[primary.toLowerCase()];
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The visitor's language without a cookie (spec §1): their country's when the country can be told; when it
 * cannot (a school's own server, a local network, a lookup that failed) the browser's languages, which
 * the person chose, rather than English for everyone.
 */
export function languageForVisitor(
  country: string | null | undefined,
  browserTags: readonly string[],
): Language {
  return country ? languageForCountry(country) : languageForBrowser(browserTags);
}

/**
 * Norwegian when the path is a school page: the school segment (`/skoler`, `/skoler/join`) or a page
 * named for it (`/login-skoler`, spec §2), else null.
 */
export function forcedLanguageForPath(pathname: string): Language | null {
  const isSchoolPage = pathname
    .split('/')
    .some((segment) => segment === SCHOOL_SEGMENT || segment.endsWith(`-${SCHOOL_SEGMENT}`));
  return isSchoolPage ? 'no' : null;
}

/** The language a page is shown in: the school segment wins over the visitor's preference. */
export function languageForPage(pathname: string, preferred: Language): Language {
  return forcedLanguageForPath(pathname) ?? preferred;
}

/** The language's name in itself ("Deutsch", "Norsk bokmål"), from the browser's own data. */
export function nativeLanguageName(language: Language): string {
  const tag = htmlLangOf(language);
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? language;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
