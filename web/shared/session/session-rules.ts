import { ApiError } from '../../http/api-error.ts';
import { type TokenClaims, tokenStanding } from './token-claims.ts';

/**
 * What to do with the session found in the cookies when the app starts or another tab changed them:
 * use the token, renew it first, or treat the visitor as signed out.
 */
export type RestoreStep = 'use-token' | 'renew' | 'signed-out';

export function restoreStep(
  claims: TokenClaims | null,
  hasRefreshToken: boolean,
  serverNow: number,
): RestoreStep {
  const standing = claims ? tokenStanding(claims, serverNow) : 'expired';
  if (standing === 'fresh') return 'use-token';
  if (hasRefreshToken) return 'renew';
  // About to run out with nothing to renew it: still valid (spec §4), so use it while it lasts.
  return standing === 'renew' ? 'use-token' : 'signed-out';
}

/**
 * Whether a failed validation or renewal means the session is over: the server said no (401, or a
 * suspended account). A network error or a server fault does not (spec §4, §8): the session is kept.
 */
export function endsSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || (error.status === 403 && error.code === 'auth_login_alert_lock_account');
}
