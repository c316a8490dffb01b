import i18next, { type TFunction } from 'i18next';
import de from '../../locales/de.json' with { type: 'json' };
import dk from '../../locales/dk.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import no from '../../locales/no.json' with { type: 'json' };
import se from '../../locales/se.json' with { type: 'json' };

/** The product's language codes (spec §1); e-mails use the same locale files as the web app. */
export const LANGUAGES = ['en', 'no', 'se', 'dk', 'fr', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(
    Object.entries({ en, no, se, dk, fr, de, es }).map(([language, translation]) => [
      language,
      { translation },
    ]),
  ),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function languageOf(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

export function translator(language: Language): TFunction {
  return i18n.getFixedT(language);
}
