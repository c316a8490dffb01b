import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { showLanguage } from '../i18n/i18n.ts';
import { preferredLanguageAtom } from '../i18n/language-state.ts';
import { languageForPage } from '../i18n/languages.ts';
import { showUncaughtError } from '../overlays/global-error-handlers.ts';

/** Keeps the shown language in step with the visitor's choice and the path (`skoler` forces Norwegian). */
export function LanguageSync() {
  const { pathname } = useLocation();
  const language = languageForPage(pathname, useAtomValue(preferredLanguageAtom));

  useEffect(() => {
    showLanguage(language).catch(showUncaughtError);
  }, [language]);

  return null;
}
