import { decide, type UserCommand } from '../../domain/user/decide.ts';
import {
  evolve,
  initialState,
  type UserEvent,
  type UserState,
  userStreamName,
} from '../../domain/user/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import type { AppendOptions } from '../event-store/event-store.ts';
import { type Decider, handleCommand } from '../handle-command.ts';

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { initialState, evolve, decide };

/** Runs a command on one account's stream (load, decide, append, retry on conflict). */
export function handleUserCommand(
  deps: CommandDeps,
  userId: string,
  command: UserCommand,
  origin: CommandOrigin,
  options?: AppendOptions,
) {
  return handleCommand(deps, userStreamName(userId), userDecider, command, origin, options);
}
