/*
 * Third-party sign-in (spec §2, §4) as the web app and the API both see it. Plain constants and types,
 * no schema library, so the browser bundle stays small.
 */

export type ThirdPartyProvider = 'google' | 'feide';

/**
 * What the sign-in popup tells the page that opened it (spec §2 "action 3rd-login and status success or
 * other"), by window message and by storage event. The session itself travels in the cookies, never here.
 * `attempt` echoes the opener's id for this sign-in; `error` is an `errors.` code when it failed.
 */
export interface ThirdPartyLoginMessage {
  action: '3rd-login';
  status: 'success' | 'failure';
  provider: ThirdPartyProvider;
  attempt: string | null;
  is_created: boolean;
  error: string | null;
}

/** The provider's logout popup is done (spec §2 "Logout popup for the school identity provider"). */
export interface ThirdPartyLogoutMessage {
  action: '3rd-logout';
  provider: ThirdPartyProvider;
}

export type ThirdPartyPopupMessage = ThirdPartyLoginMessage | ThirdPartyLogoutMessage;

/** The local storage key the popup writes its message to (and removes at once: only the event matters). */
export const THIRD_PARTY_RESULT_STORAGE_KEY = 'kviss:3rd-login';

/** The cookie that keeps the Feide data token (spec §4, §9); Feide users without it are signed out. */
export const FEIDE_DATA_TOKEN_COOKIE = 'feide_data_token';
