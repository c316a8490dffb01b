import type { LeaderboardCommand } from '../../domain/leaderboard/decide.ts';
import { leaderboardStreamName } from '../../domain/leaderboard/events.ts';
import type { CommandDeps, CommandOrigin } from '../command-context.ts';
import { handleCommand } from '../handle-command.ts';
import { leaderboardDecider } from './leaderboard-decider.ts';

/** Create, update or delete a combined leaderboard: load its stream, decide, append. */
export function runLeaderboardCommand(
  deps: CommandDeps,
  leaderboardId: string,
  command: LeaderboardCommand,
  origin: CommandOrigin,
) {
  return handleCommand(deps, leaderboardStreamName(leaderboardId), leaderboardDecider, command, origin);
}
