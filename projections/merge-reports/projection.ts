import { sql, type Transaction } from 'kysely';
import { MERGE_REPORT_EVENT_TYPES, type MergeReportEvent } from '../../domain/merge-report/events.ts';
import { assertNever, type RecordedEvent } from '../../domain/shared/event.ts';
import type { Projection } from '../projection.ts';

/**
 * Merge reports as their owners saved them (what they show is read from the game and play reports
 * on request). Writes are guarded by the stream version and a deletion only marks the row, so a
 * replay changes nothing.
 */
export const mergeReportsProjection: Projection<'merge-reports'> = {
  name: 'merge-reports',
  eventTypes: MERGE_REPORT_EVENT_TYPES,
  tables: ['rm_merge_reports'],
  async apply(trx, recorded) {
    await applyEvent(trx, recorded as RecordedEvent<MergeReportEvent>);
    return [];
  },
};

async function applyEvent(trx: Transaction<unknown>, event: RecordedEvent<MergeReportEvent>): Promise<void> {
  const id = event.streamName.slice('merge-report-'.length);
  if (event.type === 'MergeReportCreated') {
    const d = event.data;
    await sql`
      insert into rm_merge_reports (merge_report_id, quiz_id, owner_id, name, reports, status, created_at, updated_at, stream_version)
      values (${id}, ${d.quizId}, ${d.ownerId}, ${d.name}, ${JSON.stringify(d.reports)}::jsonb, 'open', ${d.createdAt},
              ${d.createdAt}, ${event.streamVersion})
      on conflict (merge_report_id) do nothing
    `.execute(trx);
    return;
  }
  const set = (() => {
    switch (event.type) {
      case 'MergeReportUpdated':
        return sql`name = ${event.data.name}, reports = ${JSON.stringify(event.data.reports)}::jsonb, updated_at = ${event.data.updatedAt}`;
      case 'MergeReportStatusChanged':
        return sql`status = ${event.data.status}, updated_at = ${event.data.changedAt}`;
      case 'MergeReportDeleted':
        return sql`deleted_at = ${event.data.deletedAt}, updated_at = ${event.data.deletedAt}`;
      default:
        return assertNever(event);
    }
  })();
  await sql`
    update rm_merge_reports set ${set}, stream_version = ${event.streamVersion}
    where merge_report_id = ${id} and stream_version < ${event.streamVersion}
  `.execute(trx);
}
