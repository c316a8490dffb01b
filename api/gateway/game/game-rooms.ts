import type { LiveGame } from '../../../commands/live-game/live-game.ts';
import type { LiveGames } from '../../../commands/live-game/live-games.ts';
import type { Clock } from '../../../commands/ports/clock.ts';
import type { Scheduler } from '../../../commands/ports/scheduler.ts';
import { GameRoom } from './game-room.ts';
import { screenToken } from './game-tokens.ts';
import { HostPresence } from './host-presence.ts';

export interface GameRoomsDeps {
  liveGames: LiveGames;
  tokenKey: Buffer;
  /** The game's moments: the quizmaster counted away a few seconds after the last screen left. */
  scheduler: Scheduler;
  /** This node's housekeeping: the paced refreshes of screens. */
  timers: Scheduler;
  clock: Clock;
  onError: (error: unknown) => void;
}

/**
 * The rooms with sockets on this node; a room goes when its last socket leaves. The quizmaster's
 * presence is kept per game, beyond any one room: a quizmaster who reloads into a fresh room is still
 * the same quizmaster coming back.
 */
export class GameRooms {
  readonly #deps: GameRoomsDeps;
  readonly #rooms = new Map<string, GameRoom>();
  readonly #presence = new Map<string, HostPresence>();

  constructor(deps: GameRoomsDeps) {
    this.#deps = deps;
  }

  async open(gameId: string): Promise<{ host: LiveGame; room: GameRoom } | null> {
    const host = await this.#deps.liveGames.get(gameId);
    if (!host) return null;
    let room = this.#rooms.get(gameId);
    if (!room) {
      room = new GameRoom(host, screenToken(this.#deps.tokenKey, gameId), this.#presenceOf(host), this.#deps);
      this.#rooms.set(gameId, room);
    }
    return { host, room };
  }

  leftBy(room: GameRoom): void {
    if (!room.empty || this.#rooms.get(room.gameId) !== room) return;
    room.close();
    this.#rooms.delete(room.gameId);
  }

  #presenceOf(game: LiveGame): HostPresence {
    let presence = this.#presence.get(game.gameId);
    if (!presence) {
      presence = new HostPresence(game, this.#deps);
      this.#presence.set(game.gameId, presence);
      // Forgotten with the game: once it is over, nobody waits for the quizmaster any more.
      const stop = game.onChange((state) => {
        if (state.phase !== 'finished' && state.phase !== 'cancelled') return;
        stop();
        presence?.stop();
        this.#presence.delete(game.gameId);
      });
    }
    return presence;
  }
}
