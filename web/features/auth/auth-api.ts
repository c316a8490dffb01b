import type { LoginReply, Session, TokenPayload, TwoFactorChallenge } from '../../../api/contracts/auth.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Language } from '../../i18n/languages.ts';

/** The sign-in calls (api/routes/auth). Their 401s mean "wrong input", so none of them renews a token. */
const unauthenticated = { authenticate: false } as const;

export type SessionUser = Session['user'];

export type { TwoFactorChallenge };

/** The first step: a session, or (two-factor on) a challenge for the code step. */
export function logIn(email: string, password: string, language?: Language): Promise<LoginReply> {
  return apiRequest<LoginReply>('POST', '/api/auth/login', { email, password, language }, unauthenticated);
}

export function isChallenge(reply: LoginReply): reply is TwoFactorChallenge {
  return 'challenge' in reply && !('token' in reply);
}

/** The second step: the code from the app or the e-mail. */
export function verifyLogin(challenge: string, code: string): Promise<Session> {
  return apiRequest<Session>('POST', '/api/auth/login/verify', { challenge, code }, unauthenticated);
}

/** A new e-mailed code for the same sign-in; 429 `too_many_requests` within 30 s of the last one. */
export function resendLoginCode(challenge: string, language?: Language): Promise<unknown> {
  return apiRequest('POST', '/api/auth/login/resend', { challenge, language }, unauthenticated);
}

export function register(
  name: string,
  email: string,
  password: string,
  language: Language,
): Promise<Session> {
  return apiRequest<Session>(
    'POST',
    '/api/auth/register',
    { name, email, password, language },
    unauthenticated,
  );
}

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

export function confirmEmail(token: string): Promise<{ email_confirmed: boolean }> {
  return apiRequest('POST', '/api/auth/confirm-email', { token }, unauthenticated);
}

export function requestPasswordReset(email: string, language: Language): Promise<unknown> {
  return apiRequest('POST', '/api/auth/forgot-password', { email, language }, unauthenticated);
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  return apiRequest('POST', '/api/auth/reset-password', { token, password }, unauthenticated);
}

export function fetchMe(): Promise<SessionUser> {
  return apiGet<SessionUser>('/api/users/me');
}

/**
 * A link token the server's schema refuses (cut short when copied from the e-mail, say) comes back as
 * `validation_failed`; to the visitor it is simply an invalid link.
 */
export function explainMalformedLink(code: 'reset_link_invalid' | 'confirmation_link_invalid') {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.code === 'validation_failed') {
      throw new ApiError(code, error.status, error.message);
    }
    throw error;
  };
}
