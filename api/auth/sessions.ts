import { consumeToken, issueToken } from '../../commands/accounts/one-time-tokens.ts';
import { findUserById, type UserRow } from '../../projections/users/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Session } from '../contracts/auth.ts';
import { ApiError } from '../errors.ts';
import { signAccessToken } from './access-tokens.ts';

export function sessionUser(user: UserRow): Session['user'] {
  return {
    _id: user.id,
    name: user.name ?? '',
    email: user.email ?? '',
    role: user.role as Session['user']['role'],
    provider: user.provider as Session['user']['provider'],
    email_confirmed: user.email_confirmed,
    two_factor: user.two_factor,
  };
}

/** A short-lived access token plus a refresh token that renews it (rotated on each use). */
export async function openSession(deps: AppDeps, user: UserRow): Promise<Session> {
  const now = deps.clock.now();
  const [token, refreshToken] = await Promise.all([
    signAccessToken(deps.secrets.jwtKey, user, now),
    issueToken(deps.db, user.id, 'refresh', now),
  ]);
  return { token, refresh_token: refreshToken, user: sessionUser(user) };
}

/**
 * A refresh token traded for a fresh session (it works once). Serves both
 * renewing one's own session and switching to another remembered account.
 */
export async function sessionFromRefreshToken(deps: AppDeps, refreshToken: string): Promise<Session> {
  const userId = await consumeToken(deps.db, refreshToken, 'refresh', deps.clock.now());
  const user = userId ? await findUserById(deps.db as never, userId) : undefined;
  if (!user) throw new ApiError(401, 'session_expired', 'Sign in again.');
  if (user.status === 'suspended')
    throw new ApiError(403, 'auth_login_alert_lock_account', 'Account suspended.');
  return openSession(deps, user);
}
