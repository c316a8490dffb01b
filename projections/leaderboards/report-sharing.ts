import { sql, type Transaction } from 'kysely';
import { countsOnLeaderboards } from '../../domain/report/access.ts';
import type { ReportSharingChanged } from '../../domain/report/events.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { FinishedReport } from './responses.ts';

/** The report event that decides whether a report may count on leaderboards. */
export const SHARING_EVENT_TYPES = ['ReportSharingChanged'] as const;

export const isSharingEvent = (event: RecordedEvent): event is RecordedEvent<ReportSharingChanged> =>
  event.type === 'ReportSharingChanged';

/**
 * Notes whether a report may count (its owner turned its sharing off, or on again). A finished report
 * whose standing changed is returned, so the leaderboards that take it are recomputed; a report still
 * played, or one no leaderboard could take (a retry), changes no ranking.
 */
export async function applySharing(
  trx: Transaction<unknown>,
  event: RecordedEvent<ReportSharingChanged>,
): Promise<FinishedReport | null> {
  const { reportId, sharing } = event.data;
  const disabled = !countsOnLeaderboards(sharing);
  const { rows } = await sql<{ quiz_id: string; kind: 'game' | 'play'; finished: boolean }>`
    update rm_leaderboard_reports set disabled = ${disabled}
    where report_id = ${reportId} and disabled <> ${disabled}
    returning quiz_id, kind, finished_at is not null as finished
  `.execute(trx);
  const row = rows[0];
  if (!row?.finished) return null;
  return { reportId, quizId: row.quiz_id, kind: row.kind, position: event.position };
}
