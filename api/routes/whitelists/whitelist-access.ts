import type { FastifyRequest } from 'fastify';
import { loadWhitelist } from '../../../commands/whitelist/run-whitelist-command.ts';
import { whitelistActorFor } from '../../../commands/whitelist/whitelist-actor.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { type Actor, mayUse, mayWrite } from '../../../domain/whitelist/decide.ts';
import type { WhitelistOwner } from '../../../domain/whitelist/events.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../auth/authenticate.ts';
import { ApiError } from '../../errors.ts';

export const whitelistNotFound = () => new ApiError(404, 'whitelist_not_found');
const noPermission = () => new ApiError(403, 'no_permission');

/** The caller as a list of `owner`'s sees them (a school's standing read from its stream). */
export function requestActor(deps: AppDeps, request: FastifyRequest, owner: WhitelistOwner): Promise<Actor> {
  const user = signedIn(request);
  return whitelistActorFor(deps, { userId: user.id, role: user.role as Role }, owner);
}

/**
 * A list as the write side has it, with the caller's actor. A list the caller may not even use answers
 * "not found", so nobody learns another teacher's class list by trying ids; a school teacher who may
 * use a list but not change it hears "no permission" when `write` is asked.
 */
export async function accessibleList(
  deps: AppDeps,
  request: FastifyRequest,
  whitelistId: string,
  need: 'use' | 'write',
) {
  const state = await loadWhitelist(deps, whitelistId);
  if (state.phase !== 'created') throw whitelistNotFound();
  const actor = await requestActor(deps, request, state.owner);
  if (!mayUse(actor, state.owner)) throw whitelistNotFound();
  if (need === 'write' && !mayWrite(actor, state.owner)) throw noPermission();
  return { state, actor };
}
