import type { LiveGame } from '../../../commands/live-game/live-game.ts';
import type { LiveGames } from '../../../commands/live-game/live-games.ts';
import { GameRoom } from './game-room.ts';
import { screenToken } from './game-tokens.ts';

/** The rooms with sockets on this node; a room goes when its last socket leaves. */
export class GameRooms {
  readonly #liveGames: LiveGames;
  readonly #tokenKey: Buffer;
  readonly #rooms = new Map<string, GameRoom>();

  constructor(liveGames: LiveGames, tokenKey: Buffer) {
    this.#liveGames = liveGames;
    this.#tokenKey = tokenKey;
  }

  async open(gameId: string): Promise<{ host: LiveGame; room: GameRoom } | null> {
    const host = await this.#liveGames.get(gameId);
    if (!host) return null;
    let room = this.#rooms.get(gameId);
    if (!room) {
      room = new GameRoom(host, screenToken(this.#tokenKey, gameId));
      this.#rooms.set(gameId, room);
    }
    return { host, room };
  }

  leftBy(room: GameRoom): void {
    if (!room.empty || this.#rooms.get(room.gameId) !== room) return;
    room.close();
    this.#rooms.delete(room.gameId);
  }
}
