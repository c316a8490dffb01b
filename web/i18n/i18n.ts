import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QUIZ_TITLE_MAX_LENGTH } from '../../domain/quiz/rules.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, htmlLangOf, type Language } from './languages.ts';

// English is the source and the fallback, so it ships with the app; the others load when chosen.
const otherLocales = import.meta.glob<typeof en>(['../../locales/*.json', '!../../locales/en.json'], {
  import: 'default',
});

let newestRequest: Language = DEFAULT_LANGUAGE;

export async function startI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    partialBundledLanguages: true,
    interpolation: {
      escapeValue: false, // React escapes
      defaultVariables: { maxTitleLength: QUIZ_TITLE_MAX_LENGTH },
    },
  });
  await showLanguage(language);
}

/** Loads the language's texts if needed and shows them; when requests overlap, the last one wins. */
export async function showLanguage(language: Language): Promise<void> {
  newestRequest = language;
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const load = otherLocales[`../../locales/${language}.json`];
    if (!load) throw new Error(`locales/${language}.json is missing`);
    i18next.addResourceBundle(language, 'translation', await load());
  }
  if (newestRequest !== language) return;
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLangOf(language);
}
