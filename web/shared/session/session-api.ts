import type { Session, TokenPayload } from '../../../api/contracts/auth.ts';
import { apiRequest } from '../../http/api-client.ts';

/**
 * The calls that keep a session alive or end it (api/routes/auth), used by every signed-in page; the
 * sign-in forms' own calls stay in features/auth. Their 401s mean "no session", so none of them renews a token.
 */
const unauthenticated = { authenticate: false } as const;

export type SessionUser = Session['user'];

/*
 * The refresh token of each account signed in here is in its HttpOnly cookie, which the browser sends and
 * the server rotates; the app only names the account (`user_id`).
 */

export function logOut(userId: string): Promise<unknown> {
  // keepalive: someone who logs out and closes the tab at once is still logged out on the server.
  return apiRequest('POST', '/api/auth/logout', { user_id: userId }, { ...unauthenticated, keepalive: true });
}

/** `legacyRefreshToken`: one an older version of the app kept in a script-readable cookie, traded in once. */
export function refreshSession(userId: string, legacyRefreshToken?: string): Promise<Session> {
  const body = legacyRefreshToken ? { refresh_token: legacyRefreshToken } : { user_id: userId };
  return apiRequest<Session>('POST', '/api/refresh-token', body, unauthenticated);
}

/** Another remembered account's session, for its refresh cookie (used up); 401 when it no longer works. */
export function switchToAccount(userId: string): Promise<Session> {
  return apiRequest<Session>('POST', '/api/users/switch-account', { user_id: userId }, unauthenticated);
}

/** Asks the server whether `token` still signs this user in (spec §4); a 401 means it does not. */
export function validateToken(token: string): Promise<TokenPayload> {
  return apiRequest<TokenPayload>('POST', '/api/validateToken', undefined, { bearer: token });
}

/** The account's details (`GET /api/users/me`), for a session restored from a token alone. */
export function fetchSessionUser(token: string): Promise<SessionUser> {
  return apiRequest<SessionUser>('GET', '/api/users/me', undefined, { bearer: token });
}
