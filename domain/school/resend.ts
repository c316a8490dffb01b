import { DomainError } from '../shared/domain-error.ts';
import { canManageSchool, type SchoolActor } from './decide.ts';
import type { Invitation, SchoolState } from './events.ts';

/**
 * Sending an invitation again (spec §4 invite ready → sent): when the first e-mail failed the
 * invitation stays "ready", and an admin sends it again; one already sent may go once more (a lost
 * mail). One already used is done with. Only the school's active admins (or operators) may.
 */
export function resendableInvitation(
  state: SchoolState,
  actor: SchoolActor,
  invitationId: string,
): Invitation {
  if (state.status !== 'open') throw new DomainError('school_not_found');
  if (!canManageSchool(state, actor)) throw new DomainError('no_permission');
  const invitation = state.invitations.get(invitationId);
  if (!invitation) throw new DomainError('school_invitation_not_found');
  if (invitation.status === 'accepted') throw new DomainError('school_invitation_used');
  return invitation;
}
