import { roomAtom, youAtom } from '../../../shared/live/live-state.ts';
import { type GameReply, type GameRequest, GameRequestFailed } from '../../../socket/socket-client.ts';
import { deviceId } from '../device-id.ts';
import {
  type KeyValueStore,
  type PlayerSession,
  writePlayerSession,
  writeRemovedNote,
} from '../live-storage.ts';
import type { AttachmentLifecycle } from './attachment-lifecycle.ts';
import { playerAttachment } from './role-attachments.ts';
import type { Control, JoinRefusal, JotaiStore, LiveSocket, TeamChoice } from './session-types.ts';

export interface RoleRequestsDeps {
  socket: LiveSocket;
  storage: KeyValueStore;
  atoms: JotaiStore;
  lifecycle: Pick<AttachmentLifecycle, 'listen' | 'adopt' | 'current'>;
}

/** What a player or the quizmaster asks of the game, each answered with why not (or null when done). */
export function createRoleRequests(deps: RoleRequestsDeps) {
  const { socket, storage, atoms, lifecycle } = deps;

  /** Sends an attached role's request; resolves with an `errors.` code, or null when the server took it. */
  async function ask(message: GameRequest): Promise<string | null> {
    try {
      const reply = await socket.request(message);
      return reply.type === 'game.error' ? reply.code : null;
    } catch (error) {
      return failureCode(error);
    }
  }

  return {
    /** Joins by PIN and name (and the two-step pattern when the room asks); resolves with why not, or null once in. */
    async join(pin: string, name: string, pattern?: string[]): Promise<JoinRefusal | null> {
      lifecycle.listen();
      let reply: GameReply;
      try {
        reply = await socket.request({
          type: 'game.join',
          pin,
          name,
          device: deviceId(storage),
          ...(pattern ? { pattern } : {}),
        });
      } catch (error) {
        return { code: failureCode(error) };
      }
      if (reply.type === 'game.error') return { code: reply.code, retryAfterMs: reply.retryAfterMs };
      if (reply.type !== 'game.joined') return { code: 'something_went_wrong' };
      const session: PlayerSession = {
        gameId: reply.gameId,
        pin,
        playerToken: reply.playerToken,
        name: reply.you.name,
      };
      writePlayerSession(storage, session);
      writeRemovedNote(storage, null);
      lifecycle.adopt(playerAttachment(session));
      atoms.set(roomAtom, reply.room);
      atoms.set(youAtom, reply.you);
      return null;
    },

    /** A quizmaster's command; resolves with an `errors.` code, or null when the server took it. */
    async control(command: Control): Promise<string | null> {
      const attachment = lifecycle.current();
      if (attachment?.role !== 'host') return 'no_permission';
      return ask({ type: 'game.control', gameId: attachment.gameId, ...command });
    },

    /** Starts or joins a team (team mode, in the lobby); resolves with an `errors.` code, or null once in. */
    async team(choice: TeamChoice): Promise<string | null> {
      const attachment = lifecycle.current();
      if (attachment?.role !== 'player') return 'no_permission';
      return ask({ type: 'game.team', gameId: attachment.gameId, ...choice });
    },
  };
}

/** A request that got no reply: a slow server may be asked again, a lost connection waits for the next. */
function failureCode(error: unknown): 'request_timeout' | 'reconnect_failed' {
  return error instanceof GameRequestFailed && error.code === 'request_timeout'
    ? 'request_timeout'
    : 'reconnect_failed';
}
