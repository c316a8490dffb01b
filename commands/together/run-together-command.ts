import type { CreateTogether, JoinTogether } from '../../domain/together/decide.ts';
import { togetherStreamName } from '../../domain/together/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand, loadStream } from '../handle-command.ts';
import { togetherDecider } from './together-decider.ts';

/** Opening a group or joining one: load its stream, decide, append (deciding again after a concurrent join). */
export function runTogetherCommand(
  deps: CommandDeps,
  togetherId: string,
  command: CreateTogether | JoinTogether,
  origin: CommandOrigin,
) {
  return handleCommand(deps, togetherStreamName(togetherId), togetherDecider, command, origin);
}

/** The group as stored (absent when there is none). */
export async function loadTogether(deps: CommandDeps, togetherId: string) {
  return (await loadStream(deps, togetherStreamName(togetherId), togetherDecider)).state;
}
