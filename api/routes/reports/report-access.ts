import type { Kysely } from 'kysely';
import { mayReadReport } from '../../../domain/report/access.ts';
import type { ReportSharing } from '../../../domain/report/events.ts';
import { sharedRightsOf } from '../../../projections/quiz-shares/index.ts';
import type { UserRow } from '../../../projections/users/index.ts';
import { isAdmin } from '../../auth/ownership.ts';

/**
 * Who may do what with a quiz's reports: the ONE place that decides it (issue 14 item 2).
 *
 * - manage (read, rename, share, lock, export): the quiz's owner, and administrators.
 * - read: anyone with the link of a report shared `public` (signed in or not); and a `private` report
 *   for whoever `canReadQuizReports` lets in.
 * - `disabled`: nobody but those who manage it.
 * The rule itself is domain/report/access.ts `mayReadReport`, which merge reports and leaderboards ask too.
 *
 * Quiz sharing (`share_setting.can_access_report`, spec §3): `canReadQuizReports` lets in those the
 * quiz is shared with that right (projections/quiz-shares `sharedRightsOf`), and everything else follows.
 */

export type ReportAccess = 'manage' | 'read' | 'none';

/** The quiz's side of the question: who it belongs to. */
export interface ReportQuiz {
  _id: string;
  /** The owner's id (null only in views made for someone else). */
  user_id: string | null;
}

const managesQuiz = (user: UserRow | null, quiz: ReportQuiz): boolean =>
  user !== null && (user.id === quiz.user_id || isAdmin(user));

/** Whether the user may read every report of the quiz that is not disabled (its reports list, private reports). */
export async function canReadQuizReports(
  db: Kysely<unknown>,
  user: UserRow | null,
  quiz: ReportQuiz,
): Promise<boolean> {
  if (managesQuiz(user, quiz)) return true;
  if (user?.status !== 'active') return false;
  return (await sharedRightsOf(db, quiz._id, user.id)).canAccessReport;
}

export async function reportAccess(
  db: Kysely<unknown>,
  user: UserRow | null,
  quiz: ReportQuiz,
  report: { sharing: 'public' | 'private' | 'disabled' },
): Promise<ReportAccess> {
  if (managesQuiz(user, quiz)) return 'manage';
  // The quiz's shares are looked up only where they matter: a private report.
  const sharedWith = report.sharing === 'private' && (await canReadQuizReports(db, user, quiz));
  return mayReadReport({ manages: false, sharedWith }, report.sharing) ? 'read' : 'none';
}

/**
 * What the quiz's reports list shows someone `canReadQuizReports` let in: a colleague the reports are
 * shared with does not see a report its owner turned off, not even that it exists, so it is never
 * offered to them to merge or to rank either.
 */
export function listedFor<R extends { sharing: ReportSharing }>(
  user: UserRow,
  quiz: ReportQuiz,
  reports: R[],
): R[] {
  const reader = { manages: managesQuiz(user, quiz), sharedWith: true };
  return reports.filter((report) => mayReadReport(reader, report.sharing));
}
