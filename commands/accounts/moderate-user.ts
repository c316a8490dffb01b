import { DomainError } from '../../domain/shared/domain-error.ts';
import { canGrantRole, canModerate, type Role } from '../../domain/user/rules.ts';
import type { CommandOrigin } from '../command-context.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { revokeTokens } from './one-time-tokens.ts';
import { handleUserCommand } from './user-decider.ts';

export interface Moderator {
  userId: string;
  role: Role;
}

/** Suspends an account and ends its sessions in the same transaction. */
export async function suspendUser(
  deps: AccountsDeps,
  moderator: Moderator,
  target: { userId: string; role: Role },
  origin: CommandOrigin,
) {
  if (!canModerate(moderator.role, target.role) || moderator.userId === target.userId) {
    throw new DomainError('no_permission');
  }
  return handleUserCommand(deps, target.userId, { type: 'SuspendUser' }, origin, {
    alongside: (trx) => revokeTokens(trx, target.userId, 'refresh', deps.clock.now()),
  });
}

export async function restoreUser(
  deps: AccountsDeps,
  moderator: Moderator,
  target: { userId: string; role: Role },
  origin: CommandOrigin,
) {
  if (!canModerate(moderator.role, target.role)) throw new DomainError('no_permission');
  return handleUserCommand(deps, target.userId, { type: 'RestoreUser' }, origin);
}

export async function changeRole(
  deps: AccountsDeps,
  moderator: Moderator,
  target: { userId: string; role: Role },
  to: Role,
  origin: CommandOrigin,
) {
  if (!canModerate(moderator.role, target.role) || !canGrantRole(moderator.role, to)) {
    throw new DomainError('no_permission');
  }
  return handleUserCommand(deps, target.userId, { type: 'ChangeRole', data: { to } }, origin);
}
