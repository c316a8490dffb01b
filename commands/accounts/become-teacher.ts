import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleUserCommand } from './user-decider.ts';

/**
 * A person makes themselves a teacher (spec §6: for good). Only the person may take this step for
 * their own account; an admin's grant goes through changeRole.
 */
export function becomeTeacher(deps: CommandDeps, userId: string, origin: CommandOrigin) {
  if (origin.actorId !== userId) throw new DomainError('no_permission');
  return handleUserCommand(deps, userId, { type: 'BecomeTeacher' }, origin);
}
