import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { LeaderboardSettings } from './rules.ts';

/*
 * A combined leaderboard (spec §1, §3): the responses of several reports of one quiz ranked as one,
 * on its own stream `leaderboard-<id>`. The ranking itself is a read model (projections/leaderboards),
 * recomputed as source reports finish; the stream holds only what the owner decided.
 */

export const leaderboardStreamName = (leaderboardId: string) => `leaderboard-${leaderboardId}`;

export type LeaderboardCreated = DomainEvent<
  'LeaderboardCreated',
  {
    leaderboardId: string;
    quizId: string;
    /** The quiz's owner when it was made: whose leaderboard it is. */
    ownerId: string;
    settings: LeaderboardSettings;
    createdAt: string;
  }
>;

/** The owner changed settings; the whole set as it now is. */
export type LeaderboardUpdated = DomainEvent<
  'LeaderboardUpdated',
  { settings: LeaderboardSettings; updatedAt: string }
>;

export type LeaderboardDeleted = DomainEvent<'LeaderboardDeleted', { deletedAt: string }>;

export type LeaderboardEvent = LeaderboardCreated | LeaderboardUpdated | LeaderboardDeleted;

export const LEADERBOARD_EVENT_TYPES: ReadonlyArray<LeaderboardEvent['type']> = [
  'LeaderboardCreated',
  'LeaderboardUpdated',
  'LeaderboardDeleted',
];

export type LeaderboardState =
  | { phase: 'absent' }
  | { phase: 'created' | 'deleted'; quizId: string; ownerId: string; settings: LeaderboardSettings };

export const initialLeaderboardState: LeaderboardState = { phase: 'absent' };

export function evolveLeaderboard(state: LeaderboardState, event: LeaderboardEvent): LeaderboardState {
  if (event.type === 'LeaderboardCreated') {
    const { quizId, ownerId, settings } = event.data;
    return { phase: 'created', quizId, ownerId, settings };
  }
  if (state.phase === 'absent') return state;
  switch (event.type) {
    case 'LeaderboardUpdated':
      return { ...state, settings: event.data.settings };
    case 'LeaderboardDeleted':
      return { ...state, phase: 'deleted' };
    default:
      return assertNever(event);
  }
}
