import { decideSchool, type SchoolCommand } from '../../domain/school/decide.ts';
import {
  evolveSchool,
  initialSchoolState,
  type SchoolEvent,
  type SchoolState,
} from '../../domain/school/events.ts';
import type { Decider } from '../handle-command.ts';

export const schoolDecider: Decider<SchoolCommand, SchoolEvent, SchoolState> = {
  initialState: initialSchoolState,
  evolve: evolveSchool,
  decide: decideSchool,
};
