import type { LoginReply, Session, TwoFactorChallenge } from '../../../api/contracts/auth.ts';
import { apiGet, apiRequest } from '../../http/api-client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Language } from '../../i18n/languages.ts';
import type { SessionUser } from '../../shared/session/session-api.ts';

/** The sign-in calls (api/routes/auth). Their 401s mean "wrong input", so none of them renews a token. */
const unauthenticated = { authenticate: false } as const;

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
  teacher: boolean,
): Promise<Session> {
  return apiRequest<Session>(
    'POST',
    '/api/auth/register',
    { name, email, password, language, teacher },
    unauthenticated,
  );
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
