import type { ParseKeys } from 'i18next';
import en from '../../locales/en.json' with { type: 'json' };

/** Any key of locales/en.json, e.g. `home.headline`; overlays store keys so they re-render in a new language. */
export type TranslationKey = ParseKeys;

export type ErrorCode = keyof typeof en.errors;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(en.errors, code);
}

/** The key that explains an API or rule error code; codes we have no text for read "something went wrong". */
export function errorKey(code: string): `errors.${ErrorCode}` {
  return `errors.${isErrorCode(code) ? code : 'something_went_wrong'}`;
}
