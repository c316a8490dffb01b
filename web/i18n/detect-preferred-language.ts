import type { GeoCountry } from '../../api/contracts/settings.ts';
import { apiGet } from '../http/api-client.ts';
import { readLanguageCookie } from './language-cookie.ts';
import { DEFAULT_LANGUAGE, type Language, languageForCountry } from './languages.ts';

// The first paint waits for this answer, so give up quickly and show English.
const GEO_TIMEOUT_MS = 1500;

/** The visitor's language (spec §1): the language cookie, else their country's language, else English. */
export async function detectPreferredLanguage(): Promise<Language> {
  const chosen = readLanguageCookie();
  if (chosen) return chosen;
  try {
    const geo = await apiGet<GeoCountry>('/api/geo-country', { timeoutMs: GEO_TIMEOUT_MS });
    return languageForCountry(geo.code);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
