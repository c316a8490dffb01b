import type { Kysely } from 'kysely';
import { isSessionLive } from '../../commands/accounts/refresh-tokens.ts';
import type { Clock } from '../../commands/ports/clock.ts';
import { findUserById, type UserRow } from '../../projections/users/index.ts';
import type { TokenPayload } from '../contracts/auth.ts';
import { verifyAccessToken } from './access-tokens.ts';

export interface TokenAccountDeps {
  db: Kysely<unknown>;
  clock: Clock;
  secrets: { jwtKey: Uint8Array };
}

/**
 * The account behind an access token, read from the users table now: a valid
 * signature only says who the token was given to, not that the account may
 * still act (it may since have been suspended or deleted, or the session
 * signed out or revoked). Null for a token that is invalid, expired, of an
 * ended session, or whose account is gone.
 */
export async function accountOfToken(
  deps: TokenAccountDeps,
  token: string,
): Promise<{ user: UserRow; payload: TokenPayload } | null> {
  const payload = await verifyAccessToken(deps.secrets.jwtKey, token, deps.clock.now());
  // A token without a session predates sessions; the client renews it with its refresh token.
  if (!payload?.sid || !(await isSessionLive(deps.db, payload.sid))) return null;
  const user = await findUserById(deps.db as never, payload.sub);
  if (!user || user.status === 'deleted') return null;
  return { user, payload };
}

/** The account behind an access token when it may act now: active, not suspended or deleted. */
export async function activeAccountOfToken(deps: TokenAccountDeps, token: string): Promise<UserRow | null> {
  const account = await accountOfToken(deps, token);
  return account?.user.status === 'active' ? account.user : null;
}
