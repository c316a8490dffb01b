import { detectPreferredLanguage } from '../i18n/detect-preferred-language.ts';
import { startI18n } from '../i18n/i18n.ts';
import { preferredLanguageAtom } from '../i18n/language-state.ts';
import { languageForPage } from '../i18n/languages.ts';
import { appStore } from '../state/app-store.ts';

/** The language is settled before the first paint, so nobody sees English flash into Norwegian. */
export async function settleLanguage(part: 'all' | 'join' = 'all'): Promise<void> {
  const preferred = await detectPreferredLanguage();
  appStore.set(preferredLanguageAtom, preferred);
  await startI18n(languageForPage(location.pathname, preferred), part);
}
