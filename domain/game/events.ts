import { Map as ImmutableMap, Set as ImmutableSet, OrderedMap } from 'immutable';
import type { PlayerAnswer } from '../question-types/player-answer.ts';
import type { QuizQuestion } from '../question-types/registry.ts';
import type { QuizLook } from '../quiz/look.ts';
import { assertNever, type DomainEvent } from '../shared/event.ts';
import type { Admission } from '../whitelist/admission.ts';
import { type LiveSettings, liveSettingsOf } from './live-settings.ts';
import { nameSkeleton } from './name-skeleton.ts';
import type { HostEntitlements } from './plan-limits.ts';
import { type JoinPatternShape, OPEN_ROOM, type RoomAccess } from './room-access.ts';

/**
 * A question as the game plays it: the quiz's question copied whole when the game opens, so later
 * edits cannot change a game. Games opened before question types existed are upcast to `basic`
 * (game-opened-upcaster.ts).
 */
export type GameQuestion = QuizQuestion;

export interface GameSettings {
  showCorrectAnswer: boolean;
  showResultOnUserDevice: boolean;
  speedScoring: boolean;
}

export type GameOpened = DomainEvent<
  'GameOpened',
  {
    gameId: string;
    quizId: string;
    quizTitle: string;
    pin: string;
    hostId: string;
    questions: GameQuestion[];
    /** Most players this room can take (already the smallest of quiz, plan and operator limits). */
    playerLimit: number;
    /**
     * Where that limit came from, so the lobby can say why it is what it is and how far the quiz's
     * owner may raise it; games opened before it was recorded show only the room's limit.
     */
    limits?: { quiz: number; operator: number };
    /** Questions in the quiz when the game opened; the game may play fewer (spec show_number_question). */
    quizQuestionCount?: number;
    settings: GameSettings;
    /** The quizmaster's live settings at opening; games opened before they existed play the defaults. */
    live?: LiveSettings;
    /**
     * Who may join (spec §6): a whitelist's names or Feide users only, frozen at opening so a later
     * edit of the list never changes this room (domain/whitelist/admission.ts). Absent: anyone.
     */
    admission?: Admission;
    /** What the host's plan allows (plan-limits.ts), checked at each join; absent for games before plans. */
    hostPlan?: HostEntitlements;
    /** The quiz's look when the game opened (frozen like its questions); older games show the default. */
    look?: QuizLook;
    /** The quiz's closing message (spec custom_message) when the game opened; absent when it had none. */
    customMessage?: string;
  }
>;
/**
 * `deviceKey`: the joining browser's device id, hashed with the game's id (see api/gateway/game/device-key.ts),
 * so one browser is one player in a game and a removed one stays out. Absent for joins before it existed.
 */
export type PlayerJoined = DomainEvent<
  'PlayerJoined',
  { playerId: string; name: string; deviceKey?: string }
>;
/** `deviceKey`: the removed player's browser, kept out of this game until the quizmaster lets it back in. */
export type PlayerKicked = DomainEvent<'PlayerKicked', { playerId: string; deviceKey?: string }>;
/** The quizmaster lifted a removal: the browser may join again (as a new player). */
export type PlayerLetBackIn = DomainEvent<'PlayerLetBackIn', { playerId: string; deviceKey: string }>;
/** `quizLimit`: the quiz's owner raised the quiz's own limit from the lobby to let this room grow. */
export type PlayerLimitChanged = DomainEvent<
  'PlayerLimitChanged',
  { playerLimit: number; quizLimit?: number }
>;
/**
 * A phone was turned away because the room was full (`playerLimit`: the limit that applied, the
 * room's or the host's plan's), recorded so the quizmaster is told before pupils give up. Says
 * nothing of who: a refused name never enters the log.
 */
export type PlayerTurnedAway = DomainEvent<'PlayerTurnedAway', { at: string; playerLimit: number }>;
/**
 * The quizmaster's screen lost its connection (none for a few seconds), or came back: phones say so
 * (spec §8 "quizmaster connection failed"), and the history shows how long the room waited.
 */
export type HostConnectionChanged = DomainEvent<'HostConnectionChanged', { connected: boolean }>;
/** The quizmaster changed the live settings; timing changes apply from the next question. */
export type LiveSettingsChanged = DomainEvent<'LiveSettingsChanged', { live: LiveSettings }>;
export type GameStarted = DomainEvent<'GameStarted', Record<string, never>>;
export type RoomLocked = DomainEvent<'RoomLocked', Record<string, never>>;
export type RoomUnlocked = DomainEvent<'RoomUnlocked', Record<string, never>>;
/** The pattern is the quizmaster's: it goes to their screens only, never to a phone. */
export type TwoStepJoinChanged = DomainEvent<'TwoStepJoinChanged', { pattern: JoinPatternShape[] | null }>;
export type TeamModeChanged = DomainEvent<'TeamModeChanged', { enabled: boolean }>;
export type TeamCreated = DomainEvent<'TeamCreated', { teamId: string; name: string }>;
export type PlayerJoinedTeam = DomainEvent<'PlayerJoinedTeam', { playerId: string; teamId: string }>;
/** The last member left: the team is gone (spec §4: teams disband only when empty). */
export type TeamDisbanded = DomainEvent<'TeamDisbanded', { teamId: string }>;
export type QuestionStarted = DomainEvent<
  'QuestionStarted',
  {
    index: number;
    /** When the question appeared; before `opensAt` players read it (reading time). Absent in older games: `opensAt`. */
    shownAt?: string;
    opensAt: string;
    /** Null when the game is played without a time limit. */
    closesAt: string | null;
  }
>;
export type AnswerSubmitted = DomainEvent<
  'AnswerSubmitted',
  {
    playerId: string;
    index: number;
    /** As the question's type read it (domain/question-types); older answers were choices (upcast). */
    answer: PlayerAnswer;
    /** Server receive time: scoring uses it, never the phone's clock. */
    receivedAt: string;
    /** Chosen by the phone; a resend with the same id is the same answer. */
    submissionId: string;
    /**
     * Decided when the answer was accepted and frozen here: replays and reports read them, never
     * rescore. `scoring` is the rule's version (domain/game/scoring.ts SCORING_VERSION); answers
     * stored before it are upcast on read (commands/event-store/upcasters.ts).
     */
    points: number;
    correct: boolean;
    scoring: number;
  }
>;
export type QuestionClosed = DomainEvent<
  'QuestionClosed',
  { index: number; reason: 'time_up' | 'all_answered' | 'skipped' }
>;
export type GameEnded = DomainEvent<'GameEnded', { reason: 'finished' | 'ended_by_host' | 'cancelled' }>;

export type GameEvent =
  | GameOpened
  | PlayerJoined
  | PlayerKicked
  | PlayerLetBackIn
  | PlayerLimitChanged
  | PlayerTurnedAway
  | LiveSettingsChanged
  | HostConnectionChanged
  | GameStarted
  | RoomLocked
  | RoomUnlocked
  | TwoStepJoinChanged
  | TeamModeChanged
  | TeamCreated
  | PlayerJoinedTeam
  | TeamDisbanded
  | QuestionStarted
  | AnswerSubmitted
  | QuestionClosed
  | GameEnded;

export interface PlayerState {
  playerId: string;
  name: string;
  score: number;
  teamId: string | null;
  /** The player's browser (PlayerJoined), when it said. */
  deviceKey?: string;
  /** Answers by question index. */
  answers: Record<number, { answer: PlayerAnswer; submissionId: string; points: number; correct: boolean }>;
}

export type GamePhase = 'lobby' | 'question' | 'question_closed' | 'finished' | 'cancelled';

export type GameState =
  | { phase: 'absent' }
  | {
      phase: GamePhase;
      opened: GameOpened['data'];
      playerLimit: number;
      /** What the quiz allows (raised from the lobby by its owner) and what the operator permits. */
      quizLimit: number;
      operatorLimit: number;
      live: LiveSettings;
      /**
       * The players, in joining order (ties on the leaderboard keep it). Persistent maps: a join or an
       * answer changes one entry in O(log n) and shares the rest, where copying a plain object of ten
       * thousand players per event made a big room quadratic (30 s of CPU for 10,000 joins).
       */
      players: OrderedMap<string, PlayerState>;
      /** Names in use by their skeleton (name-skeleton.ts), so no two players look alike; to the player. */
      nameKeys: ImmutableMap<string, string>;
      kicked: ImmutableSet<string>;
      /** Browsers with a player in the game, by device key: one player per browser. */
      devices: ImmutableMap<string, string>;
      /** Browsers the quizmaster removed and has not let back in, by device key, with who was removed. */
      barred: OrderedMap<string, { playerId: string; name: string }>;
      /** Kept as counts so a join or an answer never has to look at every player (rooms of thousands). */
      playerCount: number;
      /** Phones turned away by a full room since the limit last changed: what the quizmaster is told. */
      turnedAway: number;
      /** Answers in, by question index. */
      answered: Record<number, number>;
      teamMode: boolean;
      /** Locked, and the two-step join's pattern: who may still come in. */
      access: RoomAccess;
      /** False while the quizmaster's screen is away. */
      hostConnected: boolean;
      teams: Record<string, { teamId: string; name: string }>;
      /** Index of the current (or last) question; -1 before the first. */
      index: number;
      shownAt: string | null;
      opensAt: string | null;
      closesAt: string | null;
    };

export const initialState: GameState = { phase: 'absent' };

type Live = Exclude<GameState, { phase: 'absent' }>;

/** The most players the quizmaster may let in without changing the quiz: what the quiz and operator allow. */
export const roomLimitCeiling = (state: Live) => Math.min(state.quizLimit, state.operatorLimit);

export function evolve(state: GameState, event: GameEvent): GameState {
  if (event.type === 'GameOpened') {
    return {
      phase: 'lobby',
      opened: event.data,
      playerLimit: event.data.playerLimit,
      quizLimit: event.data.limits?.quiz ?? event.data.playerLimit,
      operatorLimit: event.data.limits?.operator ?? event.data.playerLimit,
      live: liveSettingsOf(event.data.live),
      players: OrderedMap(),
      nameKeys: ImmutableMap(),
      kicked: ImmutableSet(),
      devices: ImmutableMap(),
      barred: OrderedMap(),
      playerCount: 0,
      turnedAway: 0,
      answered: {},
      teamMode: false,
      access: OPEN_ROOM,
      hostConnected: true,
      teams: {},
      index: -1,
      shownAt: null,
      opensAt: null,
      closesAt: null,
    };
  }
  if (state.phase === 'absent') return state;
  switch (event.type) {
    case 'PlayerJoined': {
      const { playerId, name, deviceKey } = event.data;
      const player: PlayerState = { playerId, name, score: 0, teamId: null, answers: {} };
      if (deviceKey) player.deviceKey = deviceKey;
      return {
        ...state,
        players: state.players.set(playerId, player),
        nameKeys: state.nameKeys.set(nameSkeleton(name), playerId),
        devices: deviceKey ? state.devices.set(deviceKey, playerId) : state.devices,
        playerCount: state.playerCount + 1,
      };
    }
    case 'PlayerKicked': {
      const { playerId, deviceKey } = event.data;
      const gone = state.players.get(playerId);
      const kicked = state.kicked.add(playerId);
      const barred = deviceKey
        ? state.barred.set(deviceKey, { playerId, name: gone?.name ?? '' })
        : state.barred;
      if (!gone) return { ...state, kicked, barred };
      const players = state.players.delete(gone.playerId);
      const nameKeys = state.nameKeys.delete(nameSkeleton(gone.name));
      const answered = gone.answers[state.index]
        ? { ...state.answered, [state.index]: (state.answered[state.index] ?? 1) - 1 }
        : state.answered;
      return {
        ...state,
        players,
        nameKeys,
        answered,
        playerCount: state.playerCount - 1,
        kicked,
        barred,
        devices: gone.deviceKey ? state.devices.delete(gone.deviceKey) : state.devices,
      };
    }
    case 'PlayerLetBackIn':
      return { ...state, barred: state.barred.delete(event.data.deviceKey) };
    case 'PlayerLimitChanged':
      // A new limit answers the ones turned away before it: the count starts again.
      return {
        ...state,
        playerLimit: event.data.playerLimit,
        quizLimit: event.data.quizLimit ?? state.quizLimit,
        turnedAway: 0,
      };
    case 'PlayerTurnedAway':
      return { ...state, turnedAway: state.turnedAway + 1 };
    case 'LiveSettingsChanged':
      return { ...state, live: liveSettingsOf(event.data.live) };
    case 'TeamModeChanged':
      return { ...state, teamMode: event.data.enabled };
    case 'HostConnectionChanged':
      return { ...state, hostConnected: event.data.connected };
    case 'TeamCreated':
      return { ...state, teams: { ...state.teams, [event.data.teamId]: { ...event.data } } };
    case 'PlayerJoinedTeam': {
      const player = state.players.get(event.data.playerId);
      if (!player) return state;
      return {
        ...state,
        players: state.players.set(player.playerId, { ...player, teamId: event.data.teamId }),
      };
    }
    case 'TeamDisbanded': {
      const { [event.data.teamId]: _gone, ...teams } = state.teams;
      return { ...state, teams };
    }
    case 'RoomLocked':
      return { ...state, access: { ...state.access, locked: true } };
    case 'RoomUnlocked':
      return { ...state, access: { ...state.access, locked: false } };
    case 'TwoStepJoinChanged':
      return { ...state, access: { ...state.access, joinPattern: event.data.pattern } };
    case 'GameStarted':
      return { ...state, phase: 'question_closed' };
    case 'QuestionStarted':
      return {
        ...state,
        phase: 'question',
        index: event.data.index,
        shownAt: event.data.shownAt ?? event.data.opensAt,
        opensAt: event.data.opensAt,
        closesAt: event.data.closesAt,
      };
    case 'AnswerSubmitted': {
      const { playerId, index, answer, submissionId, points, correct } = event.data;
      const player = state.players.get(playerId);
      if (!player || !state.opened.questions[index]) return state;
      const updated: PlayerState = {
        ...player,
        score: player.score + points,
        answers: { ...player.answers, [index]: { answer, submissionId, points, correct } },
      };
      return {
        ...state,
        players: state.players.set(playerId, updated),
        answered: { ...state.answered, [index]: (state.answered[index] ?? 0) + 1 },
      };
    }
    case 'QuestionClosed':
      return { ...state, phase: 'question_closed' };
    case 'GameEnded':
      return { ...state, phase: event.data.reason === 'cancelled' ? 'cancelled' : 'finished' };
    default:
      return assertNever(event);
  }
}

/** Players by score, best first; ties keep joining order, so the ranking is stable on replay. */
export function standings(state: GameState): PlayerState[] {
  if (state.phase === 'absent') return [];
  return [...state.players.values()].sort((a, b) => b.score - a.score);
}

export const gameStreamName = (gameId: string) => `game-${gameId}`;
/** One stream per live PIN: the first append owns it while the game lives. */
export const gamePinStreamName = (pin: string) => `game-pin-${pin}`;
