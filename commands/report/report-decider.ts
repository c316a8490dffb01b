import { decideReport, type ReportCommand } from '../../domain/report/decide.ts';
import {
  evolveReport,
  initialReportState,
  type ReportEvent,
  type ReportState,
} from '../../domain/report/events.ts';
import type { Decider } from '../handle-command.ts';

export const reportDecider: Decider<ReportCommand, ReportEvent, ReportState> = {
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideReport,
};
