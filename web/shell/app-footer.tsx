import { useLocation } from 'react-router-dom';
import { forcedLanguageForPath } from '../i18n/languages.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

export function AppFooter() {
  const { pathname } = useLocation();
  // On school pages the language is fixed to Norwegian, so a switcher would do nothing there.
  const languageIsFixed = forcedLanguageForPath(pathname) !== null;
  return <footer className="app-footer">{!languageIsFixed && <LanguageSwitcher />}</footer>;
}
