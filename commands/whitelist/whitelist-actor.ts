import type { SchoolActor } from '../../domain/school/decide.ts';
import { isSiteAdmin } from '../../domain/school/rules.ts';
import type { Actor } from '../../domain/whitelist/decide.ts';
import type { WhitelistOwner } from '../../domain/whitelist/events.ts';
import { schoolWhitelistStanding, withSchoolStanding } from '../../domain/whitelist/school-standing.ts';
import type { CommandDeps } from '../command-context.ts';
import { loadSchool } from '../school/run-school-command.ts';

/**
 * Who asks, as a list of `owner`'s sees them: for a school's list, the person's standing is read from
 * the school's own stream (the write side's truth), so a teacher suspended a moment ago is already out.
 */
export async function whitelistActorFor(
  deps: CommandDeps,
  person: SchoolActor,
  owner: WhitelistOwner,
): Promise<Actor> {
  const actor: Actor = { userId: person.userId, admin: isSiteAdmin(person.role) };
  if (owner.kind !== 'school' || actor.admin) return actor;
  const { state } = await loadSchool(deps, owner.id);
  return withSchoolStanding(actor, owner.id, schoolWhitelistStanding(state, person));
}
