import type { CommandOrigin } from '../../../commands/command-context.ts';
import { runSchoolCommand } from '../../../commands/school/run-school-command.ts';
import type { Role } from '../../../domain/user/rules.ts';
import { findSchoolByFeideOrg } from '../../../projections/schools/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import type { AppDeps } from '../../app-deps.ts';

/**
 * Spec §1: a Feide organisation maps to its school. When a school has taken the organisation, a
 * person signing in from it becomes its member (student or teacher, from Feide's affiliation) the
 * first time; the decider leaves anyone already known to the school, a removed person included, as
 * they are. The session opened next carries the school in `schools[]`.
 */
export async function joinFeideSchool(deps: AppDeps, user: UserRow, feideOrg: string, origin: CommandOrigin) {
  const school = await findSchoolByFeideOrg(deps.db, feideOrg);
  if (!school) return;
  const handled = await runSchoolCommand(
    deps,
    school.school_id,
    {
      type: 'JoinByFeide',
      actor: { userId: user.id, role: user.role as Role },
      data: { feideOrg, at: deps.clock.now().toISOString() },
    },
    origin,
  );
  if (handled.last) await deps.projections.reached('schools', handled.last);
}
