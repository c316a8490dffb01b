import i18next, { type ParseKeys } from 'i18next';
import type { ErrorCode } from '../../domain/shared/error-codes.ts';

/** Any key of locales/en.json, e.g. `home.headline`; overlays store keys so they re-render in a new language. */
export type TranslationKey = ParseKeys;

export type { ErrorCode };

/** Asks the loaded texts (every locale has every key, a test holds it), so English need not ship with the app. */
export function isErrorCode(code: string): code is ErrorCode {
  return /^[a-z0-9_]+$/.test(code) && i18next.exists(`errors.${code}`);
}

/** The key that explains an API or rule error code; codes we have no text for read "something went wrong". */
export function errorKey(code: string): `errors.${ErrorCode}` {
  return `errors.${isErrorCode(code) ? code : 'something_went_wrong'}`;
}
