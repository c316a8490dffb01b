import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../domain/user/rules.ts';
import type { UserRow } from '../../projections/users/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../errors.ts';
import { accountOfToken } from './account-of-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, when the request carries a valid bearer token of an active account. */
    user: UserRow | null;
    /** Expiry (seconds since the epoch) of the token that signed the request in. */
    tokenExpiresAt: number | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/**
 * Reads the bearer token on every request. The account is looked up too,
 * so a suspension or a role change takes effect at once, not when the
 * token expires.
 */
export const authenticate = fp(async (app: FastifyInstance, { deps }: { deps: AppDeps }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenExpiresAt', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const account = await accountOfToken(deps, token);
    if (!account) return;
    request.user = account.user;
    request.tokenExpiresAt = account.payload.exp;
  });
});

const AUTH_GUARD = Symbol('kviss.authGuard');
type Guard = ((request: FastifyRequest) => Promise<void>) & { [AUTH_GUARD]?: true };

/**
 * Whether a route hook is `requireUser`'s guard: the OpenAPI description
 * declares the bearer requirement from this, so it says exactly what is
 * enforced (api/plugins/openapi.ts).
 */
export function isAuthGuard(hook: unknown): boolean {
  return typeof hook === 'function' && (hook as Guard)[AUTH_GUARD] === true;
}

/** Route guard: a signed-in, active account (optionally with one of `roles`), or 401/403 and nothing happens. */
export function requireUser(...roles: Role[]) {
  const guard: Guard = async (request: FastifyRequest) => {
    const user = request.user;
    if (!user) throw new ApiError(401, 'session_expired');
    if (user.status === 'suspended') throw new ApiError(403, 'auth_login_alert_lock_account');
    if (roles.length > 0 && !roles.includes(user.role as Role)) {
      throw new ApiError(403, 'no_permission');
    }
  };
  guard[AUTH_GUARD] = true;
  return guard;
}

/** The signed-in account; only for routes behind `requireUser`. */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.user) throw new ApiError(401, 'session_expired');
  return request.user;
}
