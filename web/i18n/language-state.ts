import { atom } from 'jotai';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** The visitor's preferred language (cookie or country); the page shows it unless the path forces Norwegian. */
export const preferredLanguageAtom = atom<Language>(DEFAULT_LANGUAGE);
