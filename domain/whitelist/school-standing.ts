import { canManageSchool, type SchoolActor } from '../school/decide.ts';
import type { SchoolState } from '../school/events.ts';
import { isStudentRole } from '../school/rules.ts';
import type { Actor } from './decide.ts';

/**
 * How a person stands towards a school's whitelists (spec §1 school whitelists, §6 school roles),
 * read from the school's own stream: its active admins (and operators) manage them; its active
 * teachers (teacher, teacher_plus) use them to restrict their games and assignments; students,
 * suspended or removed members and outsiders do neither.
 */
export function schoolWhitelistStanding(
  school: SchoolState,
  actor: SchoolActor,
): { manages: boolean; uses: boolean } {
  if (school.status !== 'open') return { manages: false, uses: false };
  const manages = canManageSchool(school, actor);
  const member = school.members.get(actor.userId);
  const teaches = member?.status === 'active' && !isStudentRole(member.role);
  return { manages, uses: manages || teaches };
}

/** The whitelist actor for one school's lists, from that school's standing. */
export function withSchoolStanding(
  actor: Actor,
  schoolId: string,
  standing: { manages: boolean; uses: boolean },
): Actor {
  return {
    ...actor,
    managesSchools: standing.manages ? [schoolId] : [],
    usesSchools: standing.uses ? [schoolId] : [],
  };
}
