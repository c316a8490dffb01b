import { decideMergeReport, type MergeReportCommand } from '../../domain/merge-report/decide.ts';
import {
  evolveMergeReport,
  initialMergeReportState,
  type MergeReportEvent,
  type MergeReportState,
} from '../../domain/merge-report/events.ts';
import type { Decider } from '../handle-command.ts';

export const mergeReportDecider: Decider<MergeReportCommand, MergeReportEvent, MergeReportState> = {
  initialState: initialMergeReportState,
  evolve: evolveMergeReport,
  decide: decideMergeReport,
};
