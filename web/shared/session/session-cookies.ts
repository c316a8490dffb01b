import { PROVIDERS, type Provider } from '../../../domain/user/rules.ts';
import { deleteCookie, readCookie, writeCookie } from '../../state/cookies.ts';

/**
 * The session's cookies (spec §9 cookie names): the access token and how the user last signed in, which
 * outlives the session so a signed-out guard can pick the school login. The refresh token is not here:
 * the server keeps it in an HttpOnly cookie per account (api/auth/refresh-cookie.ts) that no script reads.
 */
export const TOKEN_COOKIE = 'token';
/** Where older versions of the app kept the refresh token; read once to trade it in, then deleted. */
export const LEGACY_REFRESH_TOKEN_COOKIE = 'refresh_token';
export const LAST_PROVIDER_COOKIE = 'last_provider';

/** As long as a refresh token lives on the server: a month without a visit signs the user out. */
const SESSION_COOKIE_DAYS = 30;
const LAST_PROVIDER_COOKIE_DAYS = 365;

export interface StoredSession {
  token: string | null;
  /** A refresh token an older version of the app left in a script-readable cookie. */
  legacyRefreshToken: string | null;
  lastProvider: Provider | null;
}

export function readStoredSession(): StoredSession {
  const lastProvider = readCookie(LAST_PROVIDER_COOKIE);
  return {
    token: readCookie(TOKEN_COOKIE) || null,
    legacyRefreshToken: readCookie(LEGACY_REFRESH_TOKEN_COOKIE) || null,
    lastProvider: (PROVIDERS as readonly (string | null)[]).includes(lastProvider)
      ? (lastProvider as Provider)
      : null,
  };
}

export function storeSession(token: string, provider: Provider): void {
  // The access token cookie lives as long as the refresh token: an expired one still tells who signed in
  // last, and so whose refresh cookie renews it.
  writeCookie(TOKEN_COOKIE, token, SESSION_COOKIE_DAYS);
  deleteCookie(LEGACY_REFRESH_TOKEN_COOKIE);
  writeCookie(LAST_PROVIDER_COOKIE, provider, LAST_PROVIDER_COOKIE_DAYS);
}

/** Forgets the session; `last_provider` stays on purpose. */
export function forgetStoredSession(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(LEGACY_REFRESH_TOKEN_COOKIE);
}
