import type { GeoCountry } from '../../api/contracts/settings.ts';
import { apiGet } from '../http/api-client.ts';
import { readLanguageCookie } from './language-cookie.ts';
import { type Language, languageForVisitor } from './languages.ts';

// The first paint waits for this answer, so give up quickly and go by the browser's languages.
const GEO_TIMEOUT_MS = 1500;

/**
 * The visitor's language (spec §1): the language cookie, else their country's language; where the country
 * cannot be told, the browser's languages; else English.
 */
export async function detectPreferredLanguage(): Promise<Language> {
  const chosen = readLanguageCookie();
  if (chosen) return chosen;
  try {
    const geo = await apiGet<GeoCountry>('/api/geo-country', { timeoutMs: GEO_TIMEOUT_MS });
    return languageForVisitor(geo.code, navigator.languages);
  } catch {
    return languageForVisitor(null, navigator.languages);
  }
}
