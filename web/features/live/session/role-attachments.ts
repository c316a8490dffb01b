import type { LiveRole } from '../../../shared/live/live-state.ts';
import type { GameRequest } from '../../../socket/socket-client.ts';
import type { HostSession, PlayerSession, ScreenSession } from '../live-storage.ts';

/** What this tab is attached to, and how to attach it again after every reconnect. */
export interface Attachment {
  role: LiveRole;
  gameId: string;
  /** The message that (re)attaches this tab: resume, host or screen; null when it can no longer be made. */
  attachMessage: () => GameRequest | null;
}

/** A player comes back with the token the join gave it, so the server knows it is the same player. */
export function playerAttachment(session: PlayerSession): Attachment {
  return {
    role: 'player',
    gameId: session.gameId,
    attachMessage: () => ({
      type: 'game.resume',
      gameId: session.gameId,
      playerToken: session.playerToken,
    }),
  };
}

/** The quizmaster proves who they are with the sign-in token of the moment (it is renewed while they play). */
export function hostAttachment(session: HostSession, signInToken: () => string | null): Attachment {
  return {
    role: 'host',
    gameId: session.gameId,
    attachMessage: () => {
      const token = signInToken();
      return token ? { type: 'game.host', gameId: session.gameId, token } : null;
    },
  };
}

/** A second screen needs no account: the screen token the quizmaster's screen showed is its key. */
export function screenAttachment(session: ScreenSession): Attachment {
  return {
    role: 'screen',
    gameId: session.gameId,
    attachMessage: () => ({
      type: 'game.screen',
      gameId: session.gameId,
      screenToken: session.screenToken,
    }),
  };
}
