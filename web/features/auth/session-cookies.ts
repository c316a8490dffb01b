import { PROVIDERS, type Provider } from '../../../domain/user/rules.ts';
import { deleteCookie, readCookie, writeCookie } from '../../state/cookies.ts';

/**
 * The session's cookies (spec §9 cookie names): the access token, the refresh token that renews it, and
 * how the user last signed in, which outlives the session so a signed-out guard can pick the school login.
 */
export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const LAST_PROVIDER_COOKIE = 'last_provider';

/** As long as a refresh token lives on the server: a month without a visit signs the user out. */
const SESSION_COOKIE_DAYS = 30;
const LAST_PROVIDER_COOKIE_DAYS = 365;

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  lastProvider: Provider | null;
}

export function readStoredSession(): StoredSession {
  const lastProvider = readCookie(LAST_PROVIDER_COOKIE);
  return {
    token: readCookie(TOKEN_COOKIE) || null,
    refreshToken: readCookie(REFRESH_TOKEN_COOKIE) || null,
    lastProvider: (PROVIDERS as readonly (string | null)[]).includes(lastProvider)
      ? (lastProvider as Provider)
      : null,
  };
}

export function storeSession(token: string, refreshToken: string, provider: Provider): void {
  // The access token cookie lives as long as the refresh token: an expired one still tells who signed in last.
  writeCookie(TOKEN_COOKIE, token, SESSION_COOKIE_DAYS);
  writeCookie(REFRESH_TOKEN_COOKIE, refreshToken, SESSION_COOKIE_DAYS);
  writeCookie(LAST_PROVIDER_COOKIE, provider, LAST_PROVIDER_COOKIE_DAYS);
}

/** Forgets the session; `last_provider` stays on purpose. */
export function forgetStoredSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(REFRESH_TOKEN_COOKIE);
}
