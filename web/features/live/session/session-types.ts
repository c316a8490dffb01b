import type { createStore } from 'jotai';
import type { LiveSettings } from '../../../../domain/game/live-settings.ts';
import type { SocketClient } from '../../../socket/socket-client.ts';
import type { KeyValueStore } from '../live-storage.ts';

/** The part of the tab's socket a live session uses, so a test can hand it a socket over a fake WebSocket. */
export type LiveSocket = Pick<SocketClient, 'request' | 'listen' | 'onOpen' | 'isOpen'>;
export type JotaiStore = ReturnType<typeof createStore>;

export interface LiveSessionDeps {
  socket: LiveSocket;
  storage: KeyValueStore;
  atoms: JotaiStore;
  /** The quizmaster's current sign-in token, read at each (re)attach so a renewed one is used. */
  signInToken: () => string | null;
  now?: () => number;
  newId?: () => string;
}

export type Control =
  | { action: 'start' | 'next' | 'skip' | 'end' | 'cancel' }
  | { action: 'kick' | 'let_in'; playerId: string }
  | { action: 'set_limit'; playerLimit: number }
  | { action: 'team_mode' | 'lock_room' | 'two_step'; enabled: boolean }
  | { action: 'settings'; live: LiveSettings };

/** Why a join was refused: an `errors.` code, and for a passing limit how long to wait before trying again. */
export interface JoinRefusal {
  code: string;
  retryAfterMs?: number;
}

/** A player's team choice in the lobby: start a new team, or join one. */
export type TeamChoice = { action: 'create'; name: string } | { action: 'join'; teamId: string };
