import type { DeleteWhitelist, UpdateWhitelist } from '../../domain/whitelist/decide.ts';
import { whitelistStreamName } from '../../domain/whitelist/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand, loadStream } from '../handle-command.ts';
import { whitelistDecider } from './whitelist-decider.ts';

/** Update or delete a list: load its stream, decide, append (retrying on a concurrent change). */
export function runWhitelistCommand(
  deps: CommandDeps,
  whitelistId: string,
  command: UpdateWhitelist | DeleteWhitelist,
  origin: CommandOrigin,
) {
  return handleCommand(deps, whitelistStreamName(whitelistId), whitelistDecider, command, origin);
}

/** A list as its stream says now (the write side's truth, for a clone or a restriction). */
export async function loadWhitelist(deps: CommandDeps, whitelistId: string) {
  return (await loadStream(deps, whitelistStreamName(whitelistId), whitelistDecider)).state;
}
