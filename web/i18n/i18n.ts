import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QUIZ_TITLE_MAX_LENGTH } from '../../domain/quiz/rules.ts';
import type en from '../../locales/en.json';
import { DEFAULT_LANGUAGE, htmlLangOf, type Language } from './languages.ts';

// Each language's texts load when chosen, English too: every locale has every key (a test holds it), so
// a Norwegian phone fetches Norwegian only, not English as well.
const locales = import.meta.glob<typeof en>('../../locales/*.json', { import: 'default' });

let newestRequest: Language = DEFAULT_LANGUAGE;

export async function startI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: await textsOf(language) } },
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
  return load();
}

/** Loads the language's texts if needed and shows them; when requests overlap, the last one wins. */
export async function showLanguage(language: Language): Promise<void> {
  newestRequest = language;
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await textsOf(language));
  }
  if (newestRequest !== language) return;
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLangOf(language);
}
