import type { ReportReader } from '../report/access.ts';

/** Who asks to read or manage a quiz's combined leaderboards and merged reports. */
export interface ReportActor {
  userId: string;
  admin: boolean;
  /** The quiz's reports are shared with them (`can_access_report`), as the route found when asked. */
  readsReports?: boolean;
}

/** What decides access to a quiz's reports: its owner, and those its reports are shared with. */
export interface ReportAccess {
  ownerId: string | null;
  /** Users given `can_access_report` on the quiz (spec share setting), when the caller has the list. */
  reportReaders?: readonly string[];
}

/**
 * The one access decision for leaderboards and merge reports (their deciders and routes all ask it):
 * the quiz's owner, an administrator, or someone the quiz's reports are shared with: a colleague who
 * may read the reports may also combine them (three classes' games in one board).
 */
export function canManageReports(actor: ReportActor, access: ReportAccess): boolean {
  if (actor.admin || actor.readsReports) return true;
  if (access.ownerId !== null && actor.userId === access.ownerId) return true;
  return access.reportReaders?.includes(actor.userId) ?? false;
}

/** The actor as the report sharing rule (domain/report/access.ts `mayReadReport`) sees them. */
export const readerOf = (actor: ReportActor, access: ReportAccess): ReportReader => ({
  manages: actor.admin || (access.ownerId !== null && actor.userId === access.ownerId),
  sharedWith: actor.readsReports === true || (access.reportReaders?.includes(actor.userId) ?? false),
});
