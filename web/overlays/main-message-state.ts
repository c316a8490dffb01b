import { atom } from 'jotai';
import { ApiError } from '../http/api-error.ts';
import { errorKey, type TranslationKey } from '../i18n/translation-key.ts';
import { appStore } from '../state/app-store.ts';

/** The main message modal (spec §2): a title, a message and OK. Without a title it reads "Something wrong". */
export interface MainMessage {
  titleKey?: TranslationKey;
  messageKey: TranslationKey;
}

export const mainMessageAtom = atom<MainMessage | null>(null);

export function showMainMessage(message: MainMessage): void {
  appStore.set(mainMessageAtom, message);
}

/** Shows a failed call's translated error (spec §8: create and update failures go to the main modal). */
export function showErrorMessage(error: unknown): void {
  showMainMessage({ messageKey: errorKey(error instanceof ApiError ? error.code : 'something_went_wrong') });
}
