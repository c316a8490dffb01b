import type { MergeReportCommand } from '../../domain/merge-report/decide.ts';
import { mergeReportStreamName } from '../../domain/merge-report/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { mergeReportDecider } from './merge-report-decider.ts';

/** Create, update, lock or delete a merge report: load its stream, decide, append. */
export function runMergeReportCommand(
  deps: CommandDeps,
  mergeReportId: string,
  command: MergeReportCommand,
  origin: CommandOrigin,
) {
  return handleCommand(deps, mergeReportStreamName(mergeReportId), mergeReportDecider, command, origin);
}
