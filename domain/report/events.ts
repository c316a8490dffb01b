import { assertNever, type DomainEvent } from '../shared/event.ts';

/**
 * A report is one run of a quiz (a live game, a play alone or a homework play), named by the id of that
 * run. Its own stream (`report-<id>`) holds only what the quiz's owner decides about it: its name, who
 * may read it, and whether it is locked. What happened in the run stays in the run's stream.
 */
export const reportStreamName = (reportId: string) => `report-${reportId}`;

/** Spec §3 Report sharing: `public` anyone with the link reads it, `private` the owner (and later people given access), `disabled` the owner only. */
export const REPORT_SHARINGS = ['public', 'private', 'disabled'] as const;
export type ReportSharing = (typeof REPORT_SHARINGS)[number];

/** Spec §3 Report status open / lock: a locked report's name and sharing stay as they are until it is opened again. */
export const REPORT_STATUSES = ['open', 'locked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export type ReportRenamed = DomainEvent<'ReportRenamed', { reportId: string; name: string }>;
export type ReportSharingChanged = DomainEvent<
  'ReportSharingChanged',
  { reportId: string; sharing: ReportSharing }
>;
export type ReportStatusChanged = DomainEvent<
  'ReportStatusChanged',
  { reportId: string; status: ReportStatus }
>;

export type ReportEvent = ReportRenamed | ReportSharingChanged | ReportStatusChanged;

export const REPORT_EVENT_TYPES = [
  'ReportRenamed',
  'ReportSharingChanged',
  'ReportStatusChanged',
] as const satisfies readonly ReportEvent['type'][];

export interface ReportState {
  /** Null until the owner names it: the list then shows a name made from how and when it was played. */
  name: string | null;
  sharing: ReportSharing;
  status: ReportStatus;
}

/** New reports are private and open: nobody but the owner reads one until they share it. */
export const initialReportState: ReportState = { name: null, sharing: 'private', status: 'open' };

export function evolveReport(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'ReportRenamed':
      return { ...state, name: event.data.name };
    case 'ReportSharingChanged':
      return { ...state, sharing: event.data.sharing };
    case 'ReportStatusChanged':
      return { ...state, status: event.data.status };
    default:
      return assertNever(event);
  }
}
