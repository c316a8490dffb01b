import type { ReportRef } from '../leaderboard/report-ref.ts';
import { assertNever, type DomainEvent } from '../shared/event.ts';

/*
 * A merge report (spec §7 "Merge reports"): several reports of one quiz (say, three classes' games)
 * read as one report, on its own stream `merge-report-<id>`. What it shows is read from the source
 * reports' read models; the stream holds only the owner's choices.
 */

export const mergeReportStreamName = (mergeReportId: string) => `merge-report-${mergeReportId}`;

/** Spec: report status open / lock. A locked merge report keeps its name and reports until reopened. */
export const MERGE_REPORT_STATUSES = ['open', 'lock'] as const;
export type MergeReportStatus = (typeof MERGE_REPORT_STATUSES)[number];

export type MergeReportCreated = DomainEvent<
  'MergeReportCreated',
  {
    mergeReportId: string;
    quizId: string;
    ownerId: string;
    name: string;
    reports: ReportRef[];
    createdAt: string;
  }
>;
export type MergeReportUpdated = DomainEvent<
  'MergeReportUpdated',
  { name: string; reports: ReportRef[]; updatedAt: string }
>;
export type MergeReportStatusChanged = DomainEvent<
  'MergeReportStatusChanged',
  { status: MergeReportStatus; changedAt: string }
>;
export type MergeReportDeleted = DomainEvent<'MergeReportDeleted', { deletedAt: string }>;

export type MergeReportEvent =
  | MergeReportCreated
  | MergeReportUpdated
  | MergeReportStatusChanged
  | MergeReportDeleted;

export const MERGE_REPORT_EVENT_TYPES: ReadonlyArray<MergeReportEvent['type']> = [
  'MergeReportCreated',
  'MergeReportUpdated',
  'MergeReportStatusChanged',
  'MergeReportDeleted',
];

export type MergeReportState =
  | { phase: 'absent' }
  | {
      phase: 'created' | 'deleted';
      quizId: string;
      ownerId: string;
      name: string;
      reports: ReportRef[];
      status: MergeReportStatus;
    };

export const initialMergeReportState: MergeReportState = { phase: 'absent' };

export function evolveMergeReport(state: MergeReportState, event: MergeReportEvent): MergeReportState {
  if (event.type === 'MergeReportCreated') {
    const { quizId, ownerId, name, reports } = event.data;
    return { phase: 'created', quizId, ownerId, name, reports, status: 'open' };
  }
  if (state.phase === 'absent') return state;
  switch (event.type) {
    case 'MergeReportUpdated':
      return { ...state, name: event.data.name, reports: event.data.reports };
    case 'MergeReportStatusChanged':
      return { ...state, status: event.data.status };
    case 'MergeReportDeleted':
      return { ...state, phase: 'deleted' };
    default:
      return assertNever(event);
  }
}
