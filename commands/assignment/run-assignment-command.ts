import type { AssignmentCommand } from '../../domain/assignment/decide.ts';
import { assignmentStreamName } from '../../domain/assignment/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { assignmentDecider } from './assignment-decider.ts';

/** Create, extend or close an assignment: load its stream, decide, append (retrying on a concurrent change). */
export function runAssignmentCommand(
  deps: CommandDeps,
  assignmentId: string,
  command: AssignmentCommand,
  origin: CommandOrigin,
) {
  return handleCommand(deps, assignmentStreamName(assignmentId), assignmentDecider, command, origin);
}
