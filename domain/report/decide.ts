import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { ReportEvent, ReportSharing, ReportState, ReportStatus } from './events.ts';
import { checkReportName } from './rules.ts';

/*
 * Who may decide is checked by the command handler (the report's quiz belongs to the caller, see
 * api/routes/reports/report-access.ts) before it comes here; the decider holds the report's own rules.
 */
export type RenameReport = { type: 'RenameReport'; data: { reportId: string; name: string } };
export type ChangeReportSharing = {
  type: 'ChangeReportSharing';
  data: { reportId: string; sharing: ReportSharing };
};
export type ChangeReportStatus = {
  type: 'ChangeReportStatus';
  data: { reportId: string; status: ReportStatus };
};

export type ReportCommand = RenameReport | ChangeReportSharing | ChangeReportStatus;

/** A repeat of what is already so changes nothing (no event), so a double click is harmless. */
export function decideReport(command: ReportCommand, state: ReportState): ReportEvent[] {
  switch (command.type) {
    case 'RenameReport': {
      ensureOpen(state);
      const checked = checkReportName(command.data.name);
      if ('problem' in checked) throw new DomainError(checked.problem);
      if (checked.name === state.name) return [];
      return [{ type: 'ReportRenamed', data: { reportId: command.data.reportId, name: checked.name } }];
    }
    case 'ChangeReportSharing':
      ensureOpen(state);
      if (command.data.sharing === state.sharing) return [];
      return [{ type: 'ReportSharingChanged', data: command.data }];
    case 'ChangeReportStatus':
      if (command.data.status === state.status) return [];
      return [{ type: 'ReportStatusChanged', data: command.data }];
    default:
      return assertNever(command);
  }
}

function ensureOpen(state: ReportState): void {
  if (state.status === 'locked') throw new DomainError('report_locked');
}
