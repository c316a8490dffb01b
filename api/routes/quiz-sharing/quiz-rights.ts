import type { Kysely } from 'kysely';
import { sharedRightsOf } from '../../../projections/quiz-shares/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import { isAdmin } from '../../auth/ownership.ts';
import { ApiError } from '../../errors.ts';

/** What a person may do with a quiz: as its owner or an admin (everything), or as sharing allows. */
export interface QuizRights {
  /** Owner or admin: manage its sharing, and everything below. */
  manage: boolean;
  read: boolean;
  edit: boolean;
  report: boolean;
}

const NONE: QuizRights = { manage: false, read: false, edit: false, report: false };

export async function quizRightsOf(
  db: Kysely<unknown>,
  user: UserRow | null,
  quiz: { id: string; ownerId: string | null },
): Promise<QuizRights> {
  if (user?.status !== 'active') return NONE;
  if (quiz.ownerId === user.id || isAdmin(user))
    return { manage: true, read: true, edit: true, report: true };
  const shared = await sharedRightsOf(db, quiz.id, user.id);
  return { manage: false, read: shared.canRead, edit: shared.canEdit, report: shared.canAccessReport };
}

export const noPermission = () => new ApiError(403, 'no_permission', 'Not yours, and not shared with you.');

/** Reports of the quiz's games and plays: its owner, admins, and those it is shared with `can_access_report`. */
export async function ensureMayReadReports(
  db: Kysely<unknown>,
  user: UserRow,
  quiz: { id: string; ownerId: string | null },
): Promise<void> {
  if (!(await quizRightsOf(db, user, quiz)).report) throw noPermission();
}
