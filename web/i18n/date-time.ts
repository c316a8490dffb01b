import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, htmlLangOf, isLanguage } from './languages.ts';

/**
 * Dates and times in the page's language (DESIGN §5: the product codes no, se, dk are nb, sv, da to
 * Intl). An unreadable timestamp is shown as it came rather than as "Invalid Date".
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const tag = htmlLangOf(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => formatDateTime(iso, i18n.language);
}
