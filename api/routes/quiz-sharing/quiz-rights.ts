import type { Kysely } from 'kysely';
import { mayReadReport } from '../../../domain/report/access.ts';
import { sharedRightsOf } from '../../../projections/quiz-shares/index.ts';
import { sharingOfReports } from '../../../projections/reports/index.ts';
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

export const noPermission = () => new ApiError(403, 'no_permission');

/**
 * Reports of the quiz's games and plays: its owner, admins, and those it is shared with `can_access_report`.
 * Each report's own sharing still decides whether it is shown to them (`onlyReadable`, `ensureMayReadReport`).
 */
export async function ensureMayReadReports(
  db: Kysely<unknown>,
  user: UserRow,
  quiz: { id: string; ownerId: string | null },
): Promise<QuizRights> {
  const rights = await quizRightsOf(db, user, quiz);
  if (!rights.report) throw noPermission();
  return rights;
}

/** One report of the quiz, read on its own: as above, and not one its owner turned off for others. */
export async function ensureMayReadReport(
  db: Kysely<unknown>,
  user: UserRow,
  quiz: { id: string; ownerId: string | null },
  reportId: string,
): Promise<void> {
  const rights = await ensureMayReadReports(db, user, quiz);
  if ((await onlyReadable(db, rights, [reportId], (id) => id)).length === 0) throw noPermission();
}

/**
 * The quiz's reports among `rows` whose sharing lets these rights read them (domain/report/access.ts):
 * a colleague the reports are shared with is never shown one whose owner turned its sharing off.
 */
export async function onlyReadable<R>(
  db: Kysely<unknown>,
  rights: QuizRights,
  rows: readonly R[],
  reportIdOf: (row: R) => string,
): Promise<R[]> {
  if (rights.manage) return [...rows];
  const sharing = await sharingOfReports(db, rows.map(reportIdOf));
  const reader = { manages: false, sharedWith: rights.report };
  return rows.filter((row) => mayReadReport(reader, sharing(reportIdOf(row))));
}
