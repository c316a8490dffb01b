import { canManageReports, type ReportActor } from '../leaderboard/report-access.ts';
import type { ReportRef } from '../leaderboard/report-ref.ts';
import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { MergeReportEvent, MergeReportState, MergeReportStatus } from './events.ts';
import { checkMergeReport } from './rules.ts';

export type CreateMergeReport = {
  type: 'CreateMergeReport';
  data: {
    actor: ReportActor;
    mergeReportId: string;
    quizId: string;
    quizOwnerId: string;
    name: string;
    reports: ReportRef[];
    at: string;
  };
};
export type UpdateMergeReport = {
  type: 'UpdateMergeReport';
  data: { actor: ReportActor; name: string; reports: ReportRef[]; at: string };
};
export type ChangeMergeReportStatus = {
  type: 'ChangeMergeReportStatus';
  data: { actor: ReportActor; status: MergeReportStatus; at: string };
};
export type DeleteMergeReport = { type: 'DeleteMergeReport'; data: { actor: ReportActor; at: string } };

export type MergeReportCommand =
  | CreateMergeReport
  | UpdateMergeReport
  | ChangeMergeReportStatus
  | DeleteMergeReport;

type Live = Exclude<MergeReportState, { phase: 'absent' }>;

export function decideMergeReport(command: MergeReportCommand, state: MergeReportState): MergeReportEvent[] {
  if (command.type === 'CreateMergeReport') return create(command, state);
  if (state.phase !== 'created') throw new DomainError('merge_report_not_found');
  if (!canManageReports(command.data.actor, { ownerId: state.ownerId }))
    throw new DomainError('no_permission');
  switch (command.type) {
    case 'UpdateMergeReport':
      return update(command, state);
    case 'ChangeMergeReportStatus':
      if (command.data.status === state.status) return [];
      return [
        {
          type: 'MergeReportStatusChanged',
          data: { status: command.data.status, changedAt: command.data.at },
        },
      ];
    case 'DeleteMergeReport':
      // A locked report is kept as it is: unlock it first, so nothing is lost by a slip.
      if (state.status === 'lock') throw new DomainError('merge_report_locked');
      return [{ type: 'MergeReportDeleted', data: { deletedAt: command.data.at } }];
    default:
      return assertNever(command);
  }
}

function checked(input: { name: string; reports: readonly ReportRef[] }) {
  const result = checkMergeReport(input);
  if ('problem' in result) throw new DomainError(result.problem);
  return result;
}

function create(command: CreateMergeReport, state: MergeReportState): MergeReportEvent[] {
  if (state.phase !== 'absent') throw new DomainError('merge_report_already_exists');
  const { actor, mergeReportId, quizId, quizOwnerId, at } = command.data;
  if (!canManageReports(actor, { ownerId: quizOwnerId })) throw new DomainError('no_permission');
  const { name, reports } = checked(command.data);
  return [
    {
      type: 'MergeReportCreated',
      data: { mergeReportId, quizId, ownerId: quizOwnerId, name, reports, createdAt: at },
    },
  ];
}

function update(command: UpdateMergeReport, state: Live): MergeReportEvent[] {
  if (state.status === 'lock') throw new DomainError('merge_report_locked');
  const { name, reports } = checked(command.data);
  if (name === state.name && JSON.stringify(reports) === JSON.stringify(state.reports)) return [];
  return [{ type: 'MergeReportUpdated', data: { name, reports, updatedAt: command.data.at } }];
}
