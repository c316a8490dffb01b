import type { PlayerAnswer } from '../question-types/player-answer.ts';
import { moduleOf, readAnswer, scoreAnswer } from '../question-types/registry.ts';
import { DomainError } from '../shared/domain-error.ts';
import { assertNever } from '../shared/event.ts';
import { sameValue } from '../shared/same-value.ts';
import { checkAdmission } from '../whitelist/admission.ts';
import type { GameEvent, GameOpened, GameQuestion, GameState } from './events.ts';
import { type LiveSettings, liveSettingsAreValid, liveSettingsOf } from './live-settings.ts';
import { nameIsAvailable } from './name-filter.ts';
import { nameSkeleton } from './name-skeleton.ts';
import { planPlayerCap } from './plan-limits.ts';
import { checkRoomAccess, isJoinPattern } from './room-access.ts';
import { checkPlayerName, checkTeamName, nameKey } from './rules.ts';
import { SCORING_VERSION } from './scoring.ts';

type Host = { hostId: string };

export type OpenGame = { type: 'OpenGame'; data: GameOpened['data'] };
/**
 * `pattern`: the two-step join's shapes, when the room asks for them. `deviceKey`: the browser's device
 * key (events.ts PlayerJoined); it only keeps one browser to one player and a removed browser out.
 * `feide`: the server found the joining socket signed in with a Feide account (a Feide-only room).
 */
export type JoinGame = {
  type: 'JoinGame';
  data: {
    playerId: string;
    name: string;
    pattern?: string[];
    deviceKey?: string;
    feide?: boolean;
    at?: string;
  };
};
export type LockRoom = { type: 'LockRoom'; data: Host & { locked: boolean } };
/** `pattern`: a fresh one to turn the two-step join on (drawn by the caller), or null to turn it off. */
export type SetTwoStepJoin = { type: 'SetTwoStepJoin'; data: Host & { pattern: string[] | null } };
export type KickPlayer = { type: 'KickPlayer'; data: Host & { playerId: string } };
/** Lifts a removal: `playerId` is the removed player whose browser may come back. */
export type LetPlayerBackIn = { type: 'LetPlayerBackIn'; data: Host & { playerId: string } };
/**
 * `raiseQuizLimit`: a limit above the quiz's own raises the quiz's limit with it (its owner, from the
 * lobby, once the quiz itself was changed); still no higher than the operator permits.
 */
export type SetPlayerLimit = {
  type: 'SetPlayerLimit';
  data: Host & { playerLimit: number; maxLimit: number; raiseQuizLimit?: boolean };
};
/**
 * From the server, when a join was refused because the room is full (`at`: the join's time). Checked
 * again here, so only a room that really is full records it.
 */
export type NoteTurnedAway = { type: 'NoteTurnedAway'; data: { at: string } };
export type StartGame = { type: 'StartGame'; data: Host };
/** From the server, which sees the quizmaster's sockets come and go. */
export type SetHostConnection = { type: 'SetHostConnection'; data: { connected: boolean } };
export type ChangeLiveSettings = { type: 'ChangeLiveSettings'; data: Host & { live: LiveSettings } };
/** The host's "next": opens the next question, or ends the game after the last one. */
export type NextQuestion = { type: 'NextQuestion'; data: Host & { at: string } };
export type SubmitAnswer = {
  type: 'SubmitAnswer';
  data: { playerId: string; index: number; answer: PlayerAnswer; receivedAt: string; submissionId: string };
};
/** The timer ran out (server), or the host skipped. */
export type CloseQuestion = {
  type: 'CloseQuestion';
  data: { index: number; reason: 'time_up' | 'skipped'; hostId?: string };
};
export type EndGame = { type: 'EndGame'; data: Host & { reason: 'ended_by_host' | 'cancelled' } };
export type SetTeamMode = { type: 'SetTeamMode'; data: Host & { enabled: boolean } };
/** A player starts a team and is its first member. */
export type CreateTeam = { type: 'CreateTeam'; data: { playerId: string; teamId: string; name: string } };
export type JoinTeam = { type: 'JoinTeam'; data: { playerId: string; teamId: string } };

export type GameCommand =
  | OpenGame
  | JoinGame
  | KickPlayer
  | LetPlayerBackIn
  | SetPlayerLimit
  | NoteTurnedAway
  | ChangeLiveSettings
  | SetHostConnection
  | StartGame
  | NextQuestion
  | SubmitAnswer
  | CloseQuestion
  | EndGame
  | SetTeamMode
  | LockRoom
  | SetTwoStepJoin
  | CreateTeam
  | JoinTeam;

type Live = Exclude<GameState, { phase: 'absent' }>;

/** How early (ms) before the answers unlock an answer is still taken, for phones whose clock estimate is a little off. */
export const EARLY_ANSWER_GRACE_MS = 500;

function onlyHost(state: Live, hostId: string | undefined) {
  if (hostId !== state.opened.hostId) throw new DomainError('no_permission');
}

function notOver(state: Live) {
  if (state.phase === 'finished' || state.phase === 'cancelled') throw new DomainError('join_not_live');
}

export function decide(command: GameCommand, state: GameState): GameEvent[] {
  if (command.type === 'OpenGame') {
    if (state.phase !== 'absent') throw new DomainError('game_already_open');
    if (command.data.questions.length === 0) throw new DomainError('quiz_has_no_questions');
    return [{ type: 'GameOpened', data: command.data }];
  }
  if (state.phase === 'absent') throw new DomainError('join_not_live');
  switch (command.type) {
    case 'JoinGame':
      return join(command, state);
    case 'KickPlayer': {
      onlyHost(state, command.data.hostId);
      notOver(state);
      const player = state.players.get(command.data.playerId);
      if (!player) return [];
      const { playerId, deviceKey } = player;
      return [
        { type: 'PlayerKicked', data: deviceKey ? { playerId, deviceKey } : { playerId } },
        ...leaveTeam(state, playerId),
      ];
    }
    case 'LetPlayerBackIn': {
      onlyHost(state, command.data.hostId);
      notOver(state);
      const entry = state.barred.findEntry((removed) => removed.playerId === command.data.playerId);
      if (!entry) return [];
      return [{ type: 'PlayerLetBackIn', data: { playerId: command.data.playerId, deviceKey: entry[0] } }];
    }
    case 'SetTeamMode': {
      onlyHost(state, command.data.hostId);
      if (state.phase !== 'lobby') throw new DomainError('join_already_started');
      return state.teamMode === command.data.enabled
        ? []
        : [{ type: 'TeamModeChanged', data: { enabled: command.data.enabled } }];
    }
    case 'LockRoom': {
      onlyHost(state, command.data.hostId);
      notOver(state);
      if (state.access.locked === command.data.locked) return [];
      return [command.data.locked ? { type: 'RoomLocked', data: {} } : { type: 'RoomUnlocked', data: {} }];
    }
    case 'SetTwoStepJoin': {
      onlyHost(state, command.data.hostId);
      notOver(state);
      const { pattern } = command.data;
      if (pattern !== null && !isJoinPattern(pattern)) throw new DomainError('join_pattern_invalid');
      if (pattern === null && state.access.joinPattern === null) return [];
      return [{ type: 'TwoStepJoinChanged', data: { pattern } }];
    }
    case 'CreateTeam':
      return createTeam(command, state);
    case 'JoinTeam': {
      const { playerId, teamId } = command.data;
      teamChoiceAllowed(state, playerId);
      if (!state.teams[teamId]) throw new DomainError('team_not_found');
      if (state.players.get(playerId)?.teamId === teamId) return [];
      return [...leaveTeam(state, playerId), { type: 'PlayerJoinedTeam', data: { playerId, teamId } }];
    }
    case 'SetPlayerLimit': {
      onlyHost(state, command.data.hostId);
      notOver(state);
      const { playerLimit, maxLimit, raiseQuizLimit } = command.data;
      const ceiling = raiseQuizLimit ? Math.min(maxLimit, state.operatorLimit) : maxLimit;
      if (!Number.isInteger(playerLimit) || playerLimit < 1 || playerLimit > ceiling) {
        throw new DomainError('player_limit_invalid', { max: ceiling });
      }
      if (raiseQuizLimit && playerLimit > state.quizLimit)
        return [{ type: 'PlayerLimitChanged', data: { playerLimit, quizLimit: playerLimit } }];
      return playerLimit === state.playerLimit ? [] : [{ type: 'PlayerLimitChanged', data: { playerLimit } }];
    }
    case 'NoteTurnedAway': {
      if (state.phase !== 'lobby') return [];
      const playerLimit = roomCapAt(state, command.data.at);
      return state.playerCount >= playerLimit
        ? [{ type: 'PlayerTurnedAway', data: { at: command.data.at, playerLimit } }]
        : [];
    }
    case 'SetHostConnection':
      // Nothing to tell once the game is over, or when nothing changed.
      if (state.phase === 'finished' || state.phase === 'cancelled') return [];
      return state.hostConnected === command.data.connected
        ? []
        : [{ type: 'HostConnectionChanged', data: { connected: command.data.connected } }];
    case 'ChangeLiveSettings': {
      onlyHost(state, command.data.hostId);
      notOver(state);
      const live = liveSettingsOf(command.data.live);
      if (!liveSettingsAreValid(live)) throw new DomainError('live_settings_invalid');
      return sameValue(live, state.live) ? [] : [{ type: 'LiveSettingsChanged', data: { live } }];
    }
    case 'StartGame': {
      onlyHost(state, command.data.hostId);
      if (state.phase !== 'lobby') throw new DomainError('join_already_started');
      if (state.playerCount === 0) throw new DomainError('no_users_in_quiz');
      const teamless = state.players.count((p) => !p.teamId);
      if (state.teamMode && teamless > 0) throw new DomainError('team_required', { players: teamless });
      return [{ type: 'GameStarted', data: {} }];
    }
    case 'NextQuestion':
      return next(command, state);
    case 'SubmitAnswer':
      return answer(command, state);
    case 'CloseQuestion': {
      if (command.data.reason === 'skipped') onlyHost(state, command.data.hostId);
      // A timer that fires after the host moved on, or twice, changes nothing.
      if (state.phase !== 'question' || state.index !== command.data.index) return [];
      return [{ type: 'QuestionClosed', data: { index: state.index, reason: command.data.reason } }];
    }
    case 'EndGame': {
      onlyHost(state, command.data.hostId);
      // The end is announced once (spec §4): a second end changes nothing.
      if (state.phase === 'finished' || state.phase === 'cancelled') return [];
      return [{ type: 'GameEnded', data: { reason: command.data.reason } }];
    }
    default:
      return assertNever(command);
  }
}

function join(command: JoinGame, state: Live): GameEvent[] {
  const { playerId, name: raw, deviceKey } = command.data;
  if (state.phase === 'finished' || state.phase === 'cancelled') throw new DomainError('join_not_live');
  if (state.kicked.has(playerId)) throw new DomainError('kicked_by_quizmaster');
  if (deviceKey !== undefined) {
    // Whatever name it tries: a removed browser stays out, and a browser already playing resumes instead.
    if (state.barred.has(deviceKey)) throw new DomainError('join_removed');
    if (state.devices.has(deviceKey)) throw new DomainError('join_already_playing');
  }
  // Rejoining as the same player (a reload) is not a new join.
  if (state.players.has(playerId)) return [];
  if (state.phase !== 'lobby') throw new DomainError('join_already_started');
  checkRoomAccess(state.access, command.data.pattern);
  const checked = checkPlayerName(raw);
  if ('problem' in checked) throw new DomainError(checked.problem);
  checkAdmission(state.opened.admission, { name: checked.name, feide: command.data.feide === true });
  // A name on the quizmaster's own list is one they vouched for (a pupil's real name the word lists
  // happen to catch); every other name goes through the filter.
  const listed = state.opened.admission?.kind === 'whitelist';
  if (!listed && !nameIsAvailable(checked.name)) throw new DomainError('join_name_unavailable');
  const holder = state.nameKeys.get(nameSkeleton(checked.name));
  if (holder !== undefined) {
    // The same name (ignoring case) is "in use"; one that only looks the same is not available.
    const taken = state.players.get(holder)?.name;
    throw new DomainError(
      taken !== undefined && nameKey(taken) === nameKey(checked.name)
        ? 'join_name_in_use'
        : 'join_name_unavailable',
    );
  }
  if (state.playerCount >= roomCapAt(state, command.data.at))
    throw new DomainError('join_player_limit_reached');
  return [
    { type: 'PlayerJoined', data: { playerId, name: checked.name, ...(deviceKey ? { deviceKey } : {}) } },
  ];
}

/**
 * How many players the room takes at `at`: its limit, and the host's plan's cap by the join's own
 * time (a free teacher's weekend is smaller).
 */
function roomCapAt(state: Live, at: string | undefined): number {
  const planCap = state.opened.hostPlan && at ? planPlayerCap(state.opened.hostPlan, new Date(at)) : null;
  return planCap === null ? state.playerLimit : Math.min(state.playerLimit, planCap);
}

function next(command: NextQuestion, state: Live): GameEvent[] {
  onlyHost(state, command.data.hostId);
  if (state.phase === 'lobby') throw new DomainError('game_not_started');
  if (state.phase === 'finished' || state.phase === 'cancelled') return [];
  const events: GameEvent[] = [];
  // "Next" during a question closes it first, as a skip.
  if (state.phase === 'question')
    events.push({ type: 'QuestionClosed', data: { index: state.index, reason: 'skipped' } });
  const index = state.index + 1;
  const question = state.opened.questions[index];
  if (!question) return [...events, { type: 'GameEnded', data: { reason: 'finished' } }];
  const shownAt = command.data.at;
  // Content without answers (a slide) has no reading time and no timer: the quizmaster moves on.
  if (moduleOf(question).answerKind === null)
    return [
      ...events,
      { type: 'QuestionStarted', data: { index, shownAt, opensAt: shownAt, closesAt: null } },
    ];
  const opens = Date.parse(shownAt) + state.live.delayAnswerSeconds * 1000;
  const opensAt = new Date(opens).toISOString();
  const closesAt = state.live.timeLimit ? new Date(opens + question.time_limit * 1000).toISOString() : null;
  return [...events, { type: 'QuestionStarted', data: { index, shownAt, opensAt, closesAt } }];
}

function answer(command: SubmitAnswer, state: Live): GameEvent[] {
  const { playerId, index, receivedAt, submissionId } = command.data;
  if (state.kicked.has(playerId)) throw new DomainError('kicked_by_quizmaster');
  const player = state.players.get(playerId);
  if (!player) throw new DomainError('player_not_in_game');
  const given = player.answers[index];
  // A resend of an answer already taken (lost acknowledgement) is the same answer, not an error.
  if (given?.submissionId === submissionId) return [];
  if (given) throw new DomainError('answer_already_given');
  const received = Date.parse(receivedAt);
  if (
    state.phase !== 'question' ||
    state.index !== index ||
    (state.closesAt !== null && received > Date.parse(state.closesAt))
  ) {
    throw new DomainError('answer_too_late');
  }
  // During the reading time the buttons are locked; a tap a moment early (a phone's estimate of the
  // server's clock is never exact) counts as answered at the opening.
  if (received < Date.parse(state.opensAt!) - EARLY_ANSWER_GRACE_MS) throw new DomainError('answer_not_open');
  const question = state.opened.questions[index]!;
  // The question's type decides what a possible answer is; a wrong shape appends nothing.
  const read = readAnswer(question, command.data.answer);
  if ('problem' in read) throw new DomainError(read.problem);
  const events: GameEvent[] = [
    {
      type: 'AnswerSubmitted',
      data: {
        playerId,
        index,
        answer: read,
        receivedAt,
        submissionId,
        ...score(question, read, state, received),
      },
    },
  ];
  // Everyone has answered: no one is left to wait for.
  if ((state.answered[index] ?? 0) + 1 === state.playerCount) {
    events.push({ type: 'QuestionClosed', data: { index, reason: 'all_answered' } });
  }
  return events;
}

/** Scored once, here, and frozen in the event: later rule changes never rescore a played game. */
function score(question: GameQuestion, answer: PlayerAnswer, state: Live, received: number) {
  const verdict = scoreAnswer(question, answer, {
    opensAt: Date.parse(state.opensAt!),
    closesAt: state.closesAt === null ? null : Date.parse(state.closesAt),
    receivedAt: received,
    speedScoring: state.opened.settings.speedScoring,
  });
  return { points: verdict.points, correct: verdict.correct, scoring: SCORING_VERSION };
}

function teamChoiceAllowed(state: Live, playerId: string): void {
  if (!state.players.has(playerId)) throw new DomainError('player_not_in_game');
  if (!state.teamMode) throw new DomainError('team_mode_off');
  if (state.phase !== 'lobby') throw new DomainError('join_already_started');
}

function createTeam(command: CreateTeam, state: Live): GameEvent[] {
  const { playerId, teamId, name: raw } = command.data;
  teamChoiceAllowed(state, playerId);
  const checked = checkTeamName(raw);
  if ('problem' in checked) throw new DomainError(checked.problem);
  if (!nameIsAvailable(checked.name)) throw new DomainError('team_name_unavailable');
  // Teams are few (a handful per room): each is compared by its look-alike skeleton.
  const skeleton = nameSkeleton(checked.name);
  const twin = Object.values(state.teams).find((team) => nameSkeleton(team.name) === skeleton);
  if (twin) {
    throw new DomainError(
      nameKey(twin.name) === nameKey(checked.name) ? 'team_name_in_use' : 'team_name_unavailable',
    );
  }
  if (state.teams[teamId]) throw new DomainError('team_already_exists');
  return [
    ...leaveTeam(state, playerId),
    { type: 'TeamCreated', data: { teamId, name: checked.name } },
    { type: 'PlayerJoinedTeam', data: { playerId, teamId } },
  ];
}

/** Leaving a team (switching, or being kicked) disbands it when nobody else is left in it. */
function leaveTeam(state: Live, playerId: string): GameEvent[] {
  const teamId = state.players.get(playerId)?.teamId;
  if (!teamId) return [];
  const others = state.players.some((p) => p.teamId === teamId && p.playerId !== playerId);
  return others ? [] : [{ type: 'TeamDisbanded', data: { teamId } }];
}
