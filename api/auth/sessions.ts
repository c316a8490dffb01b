import { issueRefreshToken, rotateRefreshToken } from '../../commands/accounts/refresh-tokens.ts';
import { findUserById, type UserRow } from '../../projections/users/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Session } from '../contracts/auth.ts';
import { ApiError } from '../errors.ts';
import { signAccessToken } from './access-tokens.ts';
import { schoolClaimsOf } from './school-claims.ts';

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

/**
 * A short-lived access token plus a refresh token that renews it (rotated on
 * each use). A sign-in starts a session family; a renewal stays in its own.
 */
export async function openSession(
  deps: AppDeps,
  user: UserRow,
  familyId: string | null = null,
): Promise<Session> {
  const now = deps.clock.now();
  const refresh = await issueRefreshToken(deps.db, user.id, now, familyId);
  const token = await signAccessToken(
    deps.secrets.jwtKey,
    user,
    now,
    refresh.familyId,
    await schoolClaimsOf(deps.db, user.id),
  );
  return { token, refresh_token: refresh.token, user: sessionUser(user) };
}

/**
 * A refresh token traded for a fresh session of the same family (it works
 * once; used again, it ends the family). Serves both
 * renewing one's own session and switching to another remembered account.
 */
export async function sessionFromRefreshToken(deps: AppDeps, refreshToken: string): Promise<Session> {
  const rotated = await rotateRefreshToken(deps.db, refreshToken, deps.clock.now());
  const user = rotated ? await findUserById(deps.db as never, rotated.userId) : undefined;
  if (!rotated || !user || user.status === 'deleted') throw new ApiError(401, 'session_expired');
  if (user.status === 'suspended') throw new ApiError(403, 'auth_login_alert_lock_account');
  return openSession(deps, user, rotated.familyId);
}
