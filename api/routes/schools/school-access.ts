import type { Kysely } from 'kysely';
import type { SchoolActor } from '../../../domain/school/decide.ts';
import { isSiteAdmin } from '../../../domain/school/rules.ts';
import type { LogPosition } from '../../../domain/shared/event.ts';
import type { Role } from '../../../domain/user/rules.ts';
import type { ProjectionProgress } from '../../../projections/progress.ts';
import { findSchoolById, membershipOf } from '../../../projections/schools/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import { ApiError } from '../../errors.ts';

export const actorOf = (user: UserRow): SchoolActor => ({ userId: user.id, role: user.role as Role });

export const schoolNotFound = () => new ApiError(404, 'school_not_found');

/**
 * Reads of Manage School: an active admin of this school, or an operator admin. Writes are checked
 * again by the decider against the school's own stream; this guard keeps the lists private.
 */
export async function ensureSchoolAdmin(db: Kysely<unknown>, schoolId: string, user: UserRow) {
  const school = await findSchoolById(db, schoolId);
  if (!school) throw schoolNotFound();
  if (isSiteAdmin(user.role as Role)) return school;
  const member = await membershipOf(db, schoolId, user.id);
  if (member?.status !== 'active' || !member.admin) throw new ApiError(403, 'no_permission');
  return school;
}

/** Read-your-writes: the reply waits until the schools read model shows the change. */
export async function settled(projections: ProjectionProgress, last: LogPosition | null) {
  if (last) await projections.reached('schools', last);
}
