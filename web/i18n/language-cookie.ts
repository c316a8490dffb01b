import { readCookie, writeCookie } from '../state/cookies.ts';
import { isLanguage, type Language } from './languages.ts';

/** Spec §1 and §9: the visitor's own choice, kept for 365 days; it beats geolocation. */
const LANGUAGE_COOKIE = 'language';
const LANGUAGE_COOKIE_DAYS = 365;

export function readLanguageCookie(): Language | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

export function writeLanguageCookie(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
}
