import type { ReportCommand } from '../../domain/report/decide.ts';
import { reportStreamName } from '../../domain/report/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { reportDecider } from './report-decider.ts';

/**
 * Rename a report, change its sharing or its status: load its stream, decide, append (retrying on a
 * concurrent change). The caller has checked that the report's quiz is the actor's
 * (api/routes/reports/report-access.ts): only the owner decides about a report.
 */
export function runReportCommand(deps: CommandDeps, command: ReportCommand, origin: CommandOrigin) {
  return handleCommand(deps, reportStreamName(command.data.reportId), reportDecider, command, origin);
}
