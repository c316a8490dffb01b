import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../projections/users/index.ts';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from '../errors.ts';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { schoolClaimsOf } from './school-claims.ts';

/**
 * A new access token for the same session, whose `school_id` and `schools[]` say what just changed
 * (a school created, joined or switched to), so the browser need not sign in again.
 */
export async function freshToken(deps: AppDeps, request: FastifyRequest, user: UserRow): Promise<string> {
  const bearer = request.headers.authorization?.slice('Bearer '.length).trim() ?? '';
  const now = deps.clock.now();
  const payload = await verifyAccessToken(deps.secrets.jwtKey, bearer, now);
  if (!payload?.sid) throw new ApiError(401, 'session_expired');
  return signAccessToken(deps.secrets.jwtKey, user, now, payload.sid, await schoolClaimsOf(deps.db, user.id));
}
