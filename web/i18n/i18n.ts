// The join entry's part of each language (web/i18n/text-parts.ts), for a phone's first /join.
import joinParts from 'virtual:join-texts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QUIZ_TITLE_MAX_LENGTH } from '../../domain/quiz/rules.ts';
import type en from '../../locales/en.json';
import { DEFAULT_LANGUAGE, htmlLangOf, type Language } from './languages.ts';

// Each language's texts load when chosen, English too: every locale has every key (a test holds it), so
// a Norwegian phone fetches Norwegian only, not English as well.
const locales = import.meta.glob<typeof en>('../../locales/*.json', { import: 'default' });
/** Languages whose every text is loaded, not only the join entry's part. */
const complete = new Set<Language>();

let newestRequest: Language = DEFAULT_LANGUAGE;

/** Starts with the language's texts: all of them, or (`'join'`) only what the join entry shows. */
export async function startI18n(language: Language, part: 'all' | 'join' = 'all'): Promise<void> {
  const texts = part === 'all' ? await textsOf(language) : await joinPartOf(language);
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: texts } },
    lng: language,
    // Nothing to fall back to: no key is missing in any language, and English is not loaded unless chosen.
    fallbackLng: false,
    partialBundledLanguages: true,
    interpolation: {
      escapeValue: false, // React escapes
      defaultVariables: { maxTitleLength: QUIZ_TITLE_MAX_LENGTH },
    },
  });
  newestRequest = language;
  document.documentElement.lang = htmlLangOf(language);
}

async function textsOf(language: Language): Promise<typeof en> {
  const load = locales[`../../locales/${language}.json`];
  if (!load) throw new Error(`locales/${language}.json is missing`);
  const texts = await load();
  complete.add(language);
  return texts;
}

async function joinPartOf(language: Language): Promise<Partial<typeof en>> {
  return (await joinParts[language]()).default;
}

/** Completes the shown language's texts (the app taking over from the join entry waits for this). */
export async function loadAllTexts(): Promise<void> {
  const language = i18next.language as Language;
  if (!complete.has(language))
    i18next.addResourceBundle(language, 'translation', await textsOf(language), true, true);
}

/**
 * Loads the language's texts if needed and shows them; when requests overlap, the last one wins. The
 * join entry asks for its part only (`'join'`), so switching language there stays as small as the page.
 */
export async function showLanguage(language: Language, part: 'all' | 'join' = 'all'): Promise<void> {
  newestRequest = language;
  if (part === 'all' && !complete.has(language)) {
    i18next.addResourceBundle(language, 'translation', await textsOf(language), true, true);
  } else if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await joinPartOf(language));
  }
  if (newestRequest !== language) return;
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLangOf(language);
}
