import { decideLeaderboard, type LeaderboardCommand } from '../../domain/leaderboard/decide.ts';
import {
  evolveLeaderboard,
  initialLeaderboardState,
  type LeaderboardEvent,
  type LeaderboardState,
} from '../../domain/leaderboard/events.ts';
import type { Decider } from '../handle-command.ts';

export const leaderboardDecider: Decider<LeaderboardCommand, LeaderboardEvent, LeaderboardState> = {
  initialState: initialLeaderboardState,
  evolve: evolveLeaderboard,
  decide: decideLeaderboard,
};
