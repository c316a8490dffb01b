import { atom } from 'jotai';
import type { HostView, PlayerView, RoomView } from '../../../domain/game/views.ts';
import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';

/** Who this tab is in a live game: a player's phone, the quizmaster's screen, or a second shared screen. */
export type LiveRole = 'player' | 'host' | 'screen';

/**
 * Why a game stopped for this tab: kicked by the quizmaster, taken over by another tab, over or unknown,
 * the quizmaster's session ran out, or not this account's game.
 */
export type LiveEnd = 'kicked' | 'replaced' | 'gone' | 'session_expired' | 'no_permission';

export type LiveConnection =
  | { status: 'none' }
  | { status: 'attaching' | 'attached'; role: LiveRole; gameId: string }
  | { status: 'ended'; role: LiveRole; gameId: string; end: LiveEnd };

export const liveConnectionAtom = atom<LiveConnection>({ status: 'none' });

/** The room as a phone sees it (game.room, game.joined). */
export const roomAtom = atom<RoomView | null>(null);
/** The player's own view (game.you, game.joined). */
export const youAtom = atom<PlayerView | null>(null);
/** The quizmaster's (or second screen's) view (game.host). */
export const hostViewAtom = atom<HostView | null>(null);
/** Opens the second shared screen; only the quizmaster's own screen gets it. */
export const screenTokenAtom = atom<string | null>(null);

export type AnswerState = 'sending' | 'sent' | 'late' | 'failed';

/** This phone's answer to the current question and how far it got. */
/** `refusal`: why the game refused the answer (an `errors.` code), so the phone can say it. */
export const answerAtom = atom<{
  index: number;
  answer: PlayerAnswer;
  state: AnswerState;
  refusal?: string;
} | null>(null);

/** The question a host's 3-2-1 is counting down to, while it runs (live-paths.ts hostPathFor). */
export const hostCountdownAtom = atom<{ toIndex: number; startedAt: number } | null>(null);
