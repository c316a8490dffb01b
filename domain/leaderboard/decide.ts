import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import type { LeaderboardEvent, LeaderboardState } from './events.ts';
import { canManageReports, type ReportActor } from './report-access.ts';
import { checkLeaderboardSettings, type LeaderboardSettings } from './rules.ts';

export type CreateLeaderboard = {
  type: 'CreateLeaderboard';
  data: {
    actor: ReportActor;
    leaderboardId: string;
    quizId: string;
    /** The quiz's owner, read by the caller: only they (or an admin) may combine its reports. */
    quizOwnerId: string;
    settings: LeaderboardSettings;
    at: string;
  };
};
export type UpdateLeaderboard = {
  type: 'UpdateLeaderboard';
  data: { actor: ReportActor; settings: LeaderboardSettings; at: string };
};
export type DeleteLeaderboard = { type: 'DeleteLeaderboard'; data: { actor: ReportActor; at: string } };

export type LeaderboardCommand = CreateLeaderboard | UpdateLeaderboard | DeleteLeaderboard;

type Live = Exclude<LeaderboardState, { phase: 'absent' }>;

export function decideLeaderboard(command: LeaderboardCommand, state: LeaderboardState): LeaderboardEvent[] {
  if (command.type === 'CreateLeaderboard') return create(command, state);
  if (state.phase !== 'created') throw new DomainError('leaderboard_not_found');
  if (!canManageReports(command.data.actor, { ownerId: state.ownerId }))
    throw new DomainError('no_permission');
  switch (command.type) {
    case 'UpdateLeaderboard':
      return update(command, state);
    case 'DeleteLeaderboard':
      return [{ type: 'LeaderboardDeleted', data: { deletedAt: command.data.at } }];
    default:
      return assertNever(command);
  }
}

function checked(settings: LeaderboardSettings): LeaderboardSettings {
  const result = checkLeaderboardSettings(settings);
  if ('problem' in result) throw new DomainError(result.problem);
  return result.settings;
}

function create(command: CreateLeaderboard, state: LeaderboardState): LeaderboardEvent[] {
  if (state.phase !== 'absent') throw new DomainError('leaderboard_already_exists');
  const { actor, leaderboardId, quizId, quizOwnerId, at } = command.data;
  if (!canManageReports(actor, { ownerId: quizOwnerId })) throw new DomainError('no_permission');
  const settings = checked(command.data.settings);
  return [
    {
      type: 'LeaderboardCreated',
      data: { leaderboardId, quizId, ownerId: quizOwnerId, settings, createdAt: at },
    },
  ];
}

/** Saving unchanged settings records nothing. */
function update(command: UpdateLeaderboard, state: Live): LeaderboardEvent[] {
  const settings = checked(command.data.settings);
  if (JSON.stringify(settings) === JSON.stringify(state.settings)) return [];
  return [{ type: 'LeaderboardUpdated', data: { settings, updatedAt: command.data.at } }];
}
