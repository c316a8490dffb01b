import type { SchoolCommand } from '../../domain/school/decide.ts';
import { schoolStreamName } from '../../domain/school/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand, loadStream } from '../handle-command.ts';
import { schoolDecider } from './school-decider.ts';

/** Any school command but the ones that hold a school's unique name and slug (create-school.ts, update-school.ts). */
export function runSchoolCommand(
  deps: CommandDeps,
  schoolId: string,
  command: Exclude<SchoolCommand, { type: 'CreateSchool' | 'UpdateSchool' }>,
  origin: CommandOrigin,
) {
  return handleCommand(deps, schoolStreamName(schoolId), schoolDecider, command, origin);
}

export async function loadSchool(deps: CommandDeps, schoolId: string) {
  return loadStream(deps, schoolStreamName(schoolId), schoolDecider);
}
