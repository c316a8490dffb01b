import { type LiveEnd, liveConnectionAtom, roomAtom, youAtom } from '../../../shared/live/live-state.ts';
import { type GameReply, GameRequestFailed } from '../../../socket/socket-client.ts';
import type { KeyValueStore } from '../live-storage.ts';
import { endFor, markEnded } from './attachment-endings.ts';
import type { Attachment } from './role-attachments.ts';
import type { JotaiStore, LiveSocket } from './session-types.ts';

/** A refused attach for a passing reason (rate limit, a server hiccup) is tried again this much later. */
const ATTACH_RETRY_MS = 2000;

/** What the tab is attached to, shared with the lifecycle that changes it. */
export interface AttachmentState {
  attachment: Attachment | null;
  /** An attach request is out: a reconnect or a retry timer then waits for its reply instead. */
  attaching: boolean;
}

export interface AttacherDeps {
  socket: LiveSocket;
  storage: KeyValueStore;
  atoms: JotaiStore;
  state: AttachmentState;
  /** A player was (re)attached and its room is known: an answer it may still owe can be settled now. */
  resumed: (gameId: string) => void;
}

/**
 * Sends the attach message and acts on the reply: attached, refused for good (the game ends for this
 * tab), or refused for a moment (tried again). A reply for an attachment the tab has left changes nothing.
 */
export function createAttacher(deps: AttacherDeps) {
  const { socket, storage, atoms, state } = deps;

  function end(current: Attachment, reason: LiveEnd): void {
    if (state.attachment === current) markEnded(atoms, storage, current, reason);
  }

  async function attach(current: Attachment): Promise<void> {
    const message = current.attachMessage();
    if (!message) return end(current, 'session_expired');
    state.attaching = true;
    atoms.set(liveConnectionAtom, { status: 'attaching', role: current.role, gameId: current.gameId });
    let reply: GameReply;
    try {
      reply = await socket.request(message);
    } catch (error) {
      state.attaching = false;
      // Lost with the connection: the next open attaches again. A reply that never came: ask again.
      if (
        error instanceof GameRequestFailed &&
        error.code === 'request_timeout' &&
        state.attachment === current
      ) {
        retryLater(current);
      }
      return;
    }
    state.attaching = false;
    if (state.attachment !== current) return;
    if (reply.type === 'game.error') return refused(current, reply.code);
    atoms.set(liveConnectionAtom, { status: 'attached', role: current.role, gameId: current.gameId });
    if (reply.type === 'game.joined') {
      atoms.set(roomAtom, reply.room);
      atoms.set(youAtom, reply.you);
      deps.resumed(current.gameId);
    }
  }

  function refused(current: Attachment, code: string): void {
    const reason = endFor(code);
    if (reason) end(current, reason);
    else retryLater(current);
  }

  /** Tries `current` again in a moment, unless the tab has moved on or an attach is under way by then. */
  function retryLater(current: Attachment): void {
    setTimeout(
      () => state.attachment === current && !state.attaching && void attach(current),
      ATTACH_RETRY_MS,
    );
  }

  return { attach, end };
}
