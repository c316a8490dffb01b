import type { PlayerAnswer } from '../question-types/player-answer.ts';
import {
  hostView as hostScreenOf,
  publicView,
  type QuestionScreen,
  type QuestionSummary,
  summarize,
} from '../question-types/registry.ts';
import { DEFAULT_QUIZ_LOOK, type QuizLook } from '../quiz/look.ts';
import { type ShownPicture, shownPicture } from '../shared/picture.ts';
import { type ShownVideo, shownVideo } from '../shared/video.ts';
import {
  type GameQuestion,
  type GameState,
  type PlayerState,
  roomLimitCeiling,
  standings,
} from './events.ts';
import type { LiveSettings } from './live-settings.ts';
import type { JoinPatternShape } from './room-access.ts';

/*
 * What each screen sees, as pure functions of the game's state. The live
 * game and the replay both render from these, so a replayed step looks
 * exactly as it did live.
 */

export const LEADERBOARD_SIZE = 10;

export interface QuestionOnScreen {
  index: number;
  total: number;
  title: string;
  /** The question's picture (media path), when it has one. */
  image: string | null;
  /**
   * The same picture as screens draw it (its placeholder and crop). Optional so that a screen built
   * elsewhere (play alone) may still give only `image`; the live game always gives both.
   */
  picture?: ShownPicture | null;
  /** Phones show the picture across their whole width (spec show_full_width_image_mobile); absent otherwise. */
  fullWidthMobile?: true;
  /** The question's video (domain/shared/video.ts); absent when it has none. */
  video?: ShownVideo | null;
  /** The type's own part, without the answer key (domain/question-types `publicView`). */
  screen: QuestionScreen;
  /** When the question appeared; answers unlock at `opensAt` (after the reading time). */
  shownAt: string;
  opensAt: string;
  /** Null without a time limit. */
  closesAt: string | null;
}

export interface QuestionResults {
  /** The type's result (domain/question-types `summarize`); the answer key only when the quiz shows it. */
  summary: QuestionSummary;
  answered: number;
  /** Why the answer is what it is, shown after the reveal; null when the question has none. */
  explanation: string | null;
}

export interface TeamStanding {
  teamId: string;
  name: string;
  score: number;
  members: number;
}

export interface RoomView {
  phase: GameState['phase'];
  quizTitle: string;
  /** The quiz's look as it was when the game opened: every screen of the room draws it. */
  look?: QuizLook;
  question: QuestionOnScreen | null;
  results: QuestionResults | null;
  leaderboard: Array<{ name: string; score: number }>;
  playerCount: number;
  /** Null when the game is not played in teams. */
  teams: TeamStanding[] | null;
  /** The quizmaster's settings: every screen times, sounds and lays out the game by them. */
  live: LiveSettings;
  /** False while the quizmaster's screen is away: phones say the room is waiting for them. */
  hostConnected: boolean;
  /** The quiz's closing message (spec custom_message), sent only once the game is finished. */
  customMessage?: string;
}

type Live = Exclude<GameState, { phase: 'absent' }>;

/**
 * A score as screens may show it: while a question is open, points already
 * earned on it are left out, or a jump on the leaderboard would give the
 * answer away before it closes.
 */
function settledScore(state: Live, player: PlayerState): number {
  if (state.phase !== 'question') return player.score;
  return player.score - (player.answers[state.index]?.points ?? 0);
}

/** Team scores are their members' scores added up; best first. */
function teamStandings(state: Live): TeamStanding[] | null {
  if (!state.teamMode) return null;
  const teams = new Map(Object.values(state.teams).map((t) => [t.teamId, { ...t, score: 0, members: 0 }]));
  for (const player of state.players.values()) {
    const team = player.teamId ? teams.get(player.teamId) : undefined;
    if (!team) continue;
    team.score += settledScore(state, player);
    team.members += 1;
  }
  return [...teams.values()].sort((a, b) => b.score - a.score);
}

function settledStandings(state: Live): Array<{ playerId: string; name: string; score: number }> {
  return standings(state)
    .map((p) => ({ playerId: p.playerId, name: p.name, score: settledScore(state, p) }))
    .sort((a, b) => b.score - a.score);
}

/** The phone's full-width picture flag, only for a question that has a picture and asks for it. */
export const fullWidthMobile = (question: {
  image?: string | null;
  show_full_width_image_mobile?: boolean;
}): { fullWidthMobile?: true } =>
  question.image && question.show_full_width_image_mobile ? { fullWidthMobile: true } : {};

function questionOnScreen(state: Live): QuestionOnScreen | null {
  const question = state.opened.questions[state.index];
  if (!question || !state.opensAt) return null;
  return {
    index: state.index,
    total: state.opened.questions.length,
    title: question.title,
    image: question.image ?? null,
    picture: shownPicture(question),
    ...fullWidthMobile(question),
    video: shownVideo(question),
    screen: publicView(question),
    shownAt: state.shownAt ?? state.opensAt,
    opensAt: state.opensAt,
    closesAt: state.closesAt,
  };
}

function resultsOf(state: Live): QuestionResults | null {
  const question = state.opened.questions[state.index];
  if (!question || state.phase === 'question') return null;
  const answers: PlayerAnswer[] = [];
  for (const player of state.players.values()) {
    const given = player.answers[state.index];
    if (given) answers.push(given.answer);
  }
  return {
    summary: summarize(question, answers, state.opened.settings.showCorrectAnswer),
    answered: answers.length,
    explanation: question.explanation || null,
  };
}

/** What the room sees (projector, secondary screen, and every phone): never who answered what, never the answer before it closes. */
export function roomView(state: GameState): RoomView | null {
  if (state.phase === 'absent') return null;
  return {
    phase: state.phase,
    quizTitle: state.opened.quizTitle,
    look: state.opened.look ?? DEFAULT_QUIZ_LOOK,
    question: state.index >= 0 ? questionOnScreen(state) : null,
    results: state.index >= 0 ? resultsOf(state) : null,
    // Nobody has points in the lobby: no need to rank a room that keeps growing with every join.
    leaderboard:
      state.phase === 'lobby'
        ? []
        : settledStandings(state)
            .slice(0, LEADERBOARD_SIZE)
            .map(({ name, score }) => ({ name, score })),
    playerCount: state.playerCount,
    teams: teamStandings(state),
    live: state.live,
    hostConnected: state.hostConnected,
    // Only at the end, and only when there is one: every phone gets every room view.
    ...(state.phase === 'finished' && state.opened.customMessage
      ? { customMessage: state.opened.customMessage }
      : {}),
  };
}

export interface PlayerView {
  playerId: string;
  name: string;
  teamId: string | null;
  score: number;
  rank: number;
  /** This player's answer to the current question, once taken; its points and verdict once the question closed. */
  answer: { answer: PlayerAnswer; points: number | null; correct: boolean | null } | null;
}

/** One player's own view (their phone). Points show after the question closes, when the quiz allows it. */
/**
 * Every player's place (1 = best), for handing out many player views at
 * once: rank the room once, not once per player.
 */
export function rankMap(state: GameState): Map<string, number> {
  if (state.phase === 'absent' || state.phase === 'lobby') return new Map();
  return new Map(settledStandings(state).map((p, i) => [p.playerId, i + 1]));
}

export function playerView(
  state: GameState,
  playerId: string,
  ranks?: Map<string, number>,
): PlayerView | null {
  if (state.phase === 'absent') return null;
  const player: PlayerState | undefined = state.players.get(playerId);
  if (!player) return null;
  // In the lobby everyone is level; rank 0 means "not ranked yet".
  const rank = state.phase === 'lobby' ? 0 : ((ranks ?? rankMap(state)).get(playerId) ?? 0);
  const given = player.answers[state.index];
  const closed = state.phase !== 'question';
  const revealPoints = closed && state.opened.settings.showResultOnUserDevice;
  // The verdict frozen in the answer, told once the question closed and only when the quiz shows answers.
  const revealVerdict = closed && state.opened.settings.showCorrectAnswer;
  return {
    playerId,
    name: player.name,
    teamId: player.teamId,
    score: settledScore(state, player),
    rank,
    answer: given
      ? {
          answer: given.answer,
          points: revealPoints ? given.points : null,
          correct: revealVerdict ? given.correct : null,
        }
      : null,
  };
}

export interface HostView extends RoomView {
  pin: string;
  playerLimit: number;
  /** The most the host may raise the limit to without changing the quiz (what the quiz and operator allow). */
  maxPlayerLimit: number;
  /** Why the limit is what it is: set for this room, the quiz's own limit, or the operator's ceiling. */
  limitReason: 'room' | 'quiz' | 'operator';
  /** How far the quiz's owner may raise the quiz's limit from the lobby; null when it cannot go higher. */
  raiseLimitTo: number | null;
  /** Phones turned away by the full room since the limit last changed (the lobby says so). */
  turnedAway: number;
  /** Questions this game plays, and how many the quiz has (null for games opened before it was recorded). */
  questionCount: number;
  quizQuestionCount: number | null;
  players: Array<{ playerId: string; name: string; score: number; teamId: string | null }>;
  /** Answers in for the current question: the counter rising on the quizmaster screen. */
  answeredCount: number;
  /** The current question whole, answer key included: for the quizmaster's eyes even while it is open. */
  authored: GameQuestion | null;
  /** No new players may come in. */
  locked: boolean;
  /** The two-step join's pattern, for the room's screens only; null when it is off. */
  joinPattern: JoinPatternShape[] | null;
  /** Players removed whose browsers are kept out, for "Let back in" (none when absent). */
  removed?: Array<{ playerId: string; name: string }>;
  /** Who may join, when the room is restricted (spec §6): the list's title and size, never its names. */
  admission?: { kind: 'whitelist'; title: string; names: number } | { kind: 'feide' };
}

/** The quizmaster's screen: everything in the room view, plus the controls' data. */
export function hostView(state: GameState): HostView | null {
  const room = roomView(state);
  if (!room || state.phase === 'absent') return null;
  const question = state.opened.questions[state.index];
  return {
    ...room,
    // The quizmaster's screen may show what phones do not (a song only the big screen plays).
    question: room.question && question ? { ...room.question, screen: hostScreenOf(question) } : null,
    pin: state.opened.pin,
    playerLimit: state.playerLimit,
    maxPlayerLimit: roomLimitCeiling(state),
    limitReason: limitReasonOf(state),
    raiseLimitTo: state.quizLimit < state.operatorLimit ? state.operatorLimit : null,
    turnedAway: state.turnedAway,
    questionCount: state.opened.questions.length,
    quizQuestionCount: state.opened.quizQuestionCount ?? null,
    players: [...state.players.values()].map((p) => ({
      playerId: p.playerId,
      name: p.name,
      score: settledScore(state, p),
      teamId: p.teamId,
    })),
    answeredCount: state.answered[state.index] ?? 0,
    authored: question ?? null,
    locked: state.access.locked,
    joinPattern: state.access.joinPattern,
    removed: [...state.barred.values()],
    ...admissionView(state.opened.admission),
  };
}

function admissionView(admission: Live['opened']['admission']): Pick<HostView, 'admission'> {
  if (!admission) return {};
  return {
    admission:
      admission.kind === 'feide'
        ? { kind: 'feide' }
        : { kind: 'whitelist', title: admission.title, names: admission.nameKeys.length },
  };
}

function limitReasonOf(state: Live): HostView['limitReason'] {
  if (state.playerLimit < roomLimitCeiling(state)) return 'room';
  return state.quizLimit <= state.operatorLimit ? 'quiz' : 'operator';
}
