import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_LIFETIME_MS } from '../../commands/accounts/one-time-tokens.ts';
import { SESSION_COOKIE_HEADER } from '../contracts/session-cookie.ts';
import { ApiError } from '../errors.ts';
import { readRequestCookie } from './oidc/cookies.ts';

/**
 * Refresh tokens in HttpOnly cookies, for the web app (`x-session-cookie: 1`):
 * a script injected into the page cannot read them, so it cannot steal the
 * session for good. One cookie per account (`kviss_refresh_<userId>`), so
 * the accounts remembered on a device for switching each keep their own.
 * Path=/api and SameSite=Strict: sent only to the API, never from another
 * site; and read only when the request carries the header, which another
 * site's form or image cannot add.
 */
export const refreshCookieName = (userId: string) => `kviss_refresh_${userId}`;

export function wantsSessionCookie(request: FastifyRequest): boolean {
  return request.headers[SESSION_COOKIE_HEADER] === '1';
}

export function refreshCookie(userId: string, token: string, secure: boolean): string {
  return [
    `${refreshCookieName(userId)}=${encodeURIComponent(token)}`,
    `Max-Age=${token ? Math.floor(TOKEN_LIFETIME_MS.refresh / 1000) : 0}`,
    'Path=/api',
    'SameSite=Strict',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const clearRefreshCookie = (userId: string, secure: boolean) => refreshCookie(userId, '', secure);

/** The refresh token a request presents: in its body, or the named account's cookie (web app). */
export function presentedRefreshToken(
  request: FastifyRequest,
  body: { refresh_token?: string; user_id?: string },
): string {
  if (body.refresh_token) return body.refresh_token;
  const fromCookie =
    wantsSessionCookie(request) && body.user_id
      ? readRequestCookie(request.headers.cookie, refreshCookieName(body.user_id))
      : null;
  if (!fromCookie) throw new ApiError(401, 'session_expired');
  return fromCookie;
}

type SessionPayload = { data?: { refresh_token?: unknown; user?: { _id?: unknown } } };

/** Moves the refresh token of any session reply into its cookie, for requests that ask for that. */
export const sessionCookies = fp(async (app: FastifyInstance, { secure }: { secure: boolean }) => {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!wantsSessionCookie(request)) return payload;
    const data = (payload as SessionPayload | null)?.data;
    const userId = data?.user?._id;
    if (typeof data?.refresh_token !== 'string' || typeof userId !== 'string') return payload;
    reply.header('set-cookie', refreshCookie(userId, data.refresh_token, secure));
    const { refresh_token: _kept, ...rest } = data;
    return { ...(payload as object), data: rest };
  });
});
