import { useAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { writeLanguageCookie } from '../i18n/language-cookie.ts';
import { preferredLanguageAtom } from '../i18n/language-state.ts';
import { htmlLangOf, isLanguage, LANGUAGES, nativeLanguageName } from '../i18n/languages.ts';

/** Lets the visitor pick a language; the choice is kept in the language cookie and beats geolocation. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [preferred, setPreferred] = useAtom(preferredLanguageAtom);
  const id = useId();

  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        className="language-switcher__select"
        value={preferred}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          writeLanguageCookie(language);
          setPreferred(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={htmlLangOf(language)}>
            {nativeLanguageName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
