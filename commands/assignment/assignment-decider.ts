import { type AssignmentCommand, decideAssignment } from '../../domain/assignment/decide.ts';
import {
  type AssignmentEvent,
  type AssignmentState,
  evolveAssignment,
  initialAssignmentState,
} from '../../domain/assignment/events.ts';
import type { Decider } from '../handle-command.ts';

export const assignmentDecider: Decider<AssignmentCommand, AssignmentEvent, AssignmentState> = {
  initialState: initialAssignmentState,
  evolve: evolveAssignment,
  decide: decideAssignment,
};
