import type { ReportSharing } from './events.ts';

/** Someone asking to read a report, as the sharing rule sees them. */
export interface ReportReader {
  /** The quiz's owner or an administrator: they manage its reports. */
  manages: boolean;
  /** The quiz's reports are shared with them (spec §3 share setting `can_access_report`). */
  sharedWith: boolean;
}

/**
 * Whether someone may read one report (spec §3 report sharing): the ONE rule every path that shows a
 * report's players asks, the report's own page and exports, merge reports and leaderboards alike.
 * - those who manage the quiz's reports read every one;
 * - `public`: anyone with the link;
 * - `private`: those the quiz's reports are shared with;
 * - `disabled`: nobody else, whatever reaches it (a merge report, a leaderboard).
 */
export function mayReadReport(reader: ReportReader, sharing: ReportSharing): boolean {
  if (reader.manages) return true;
  if (sharing === 'public') return true;
  if (sharing === 'private') return reader.sharedWith;
  return false;
}

/**
 * Whether a leaderboard may count a report. Its ranking is public (anyone with the board's link sees the
 * names and scores), and made once for every viewer, so a report its owner turned off counts on no board,
 * not even the owner's: their "only me" holds on the projector too.
 */
export const countsOnLeaderboards = (sharing: ReportSharing): boolean => sharing !== 'disabled';
