import type { LiveGame } from '../../../commands/live-game/live-game.ts';
import type { Clock } from '../../../commands/ports/clock.ts';
import type { Scheduler } from '../../../commands/ports/scheduler.ts';
import type { GameEvent, GameState } from '../../../domain/game/events.ts';
import { hostView, playerView, rankMap, roomView } from '../../../domain/game/views.ts';
import { SOCKET_PROTOCOL_VERSION } from '../../contracts/socket-version.ts';
import { encode } from '../messages.ts';
import { Throttle } from '../throttle.ts';
import type { Recipient } from '../topic-hub.ts';
import type { HostPresence } from './host-presence.ts';

/** Host screens are refreshed at most this often: a join or an answer is one message, not a storm. */
const HOST_REFRESH_MS = 200;
/** Changes every phone must see. Team changes are few (one lobby of teams) and phones list the teams. */
const ROOM_EVENTS = new Set<GameEvent['type']>([
  'GameStarted',
  'QuestionStarted',
  'QuestionClosed',
  'GameEnded',
  'TeamModeChanged',
  'TeamCreated',
  'TeamDisbanded',
  // The quizmaster's settings: phones time, sound and lay out the game by them.
  'LiveSettingsChanged',
  // Phones say when the room is waiting for the quizmaster's screen to come back.
  'HostConnectionChanged',
]);
/**
 * Changes every phone should see, but not one message per player each: a player joining a team in a
 * lobby of thousands would be a message to everyone per join. Coalesced, at most one per interval.
 */
const COALESCED_ROOM_EVENTS = new Set<GameEvent['type']>(['PlayerJoinedTeam']);
const COALESCED_ROOM_MS = 500;
/** Changes after which every phone gets its own view (points, rank). */
const EVERYONE_PERSONAL = new Set<GameEvent['type']>(['QuestionClosed', 'GameEnded']);

/**
 * The sockets of one live game on this node, and what each is sent when the
 * game changes. Room-wide messages are encoded once and the same string
 * goes to every socket (DESIGN §4).
 */
export class GameRoom {
  readonly gameId: string;
  readonly #players = new Map<string, Recipient>();
  /** The other way round, so a closing socket is found without looking through every player. */
  readonly #playerOfSocket = new Map<Recipient, string>();
  readonly #hosts = new Set<Recipient>();
  readonly #screens = new Set<Recipient>();
  readonly #screenToken: string;
  readonly #host: LiveGame;
  readonly #stopListening: () => void;
  readonly #hostRefresh: Throttle;
  readonly #roomRefresh: Throttle;

  readonly #presence: HostPresence;
  /** Something besides answers changed since the quizmaster's screens last had their whole view. */
  #hostViewDue = false;

  /** `time`: the node's timers, through which the refreshes are paced. */
  constructor(
    host: LiveGame,
    screenToken: string,
    presence: HostPresence,
    time: { timers: Scheduler; clock: Clock },
  ) {
    this.gameId = host.gameId;
    this.#host = host;
    this.#screenToken = screenToken;
    this.#presence = presence;
    this.#hostRefresh = new Throttle(HOST_REFRESH_MS, () => this.#sendHostViews(), time);
    this.#roomRefresh = new Throttle(COALESCED_ROOM_MS, () => this.#sendRoomView(this.#host.state), time);
    this.#stopListening = host.onChange((state, events) => this.#changed(state, events));
  }

  get empty(): boolean {
    return this.#players.size === 0 && this.#hosts.size === 0 && this.#screens.size === 0;
  }

  /** A player's socket; an older socket of the same player is told it was replaced (another tab). */
  attachPlayer(playerId: string, socket: Recipient): void {
    const previous = this.#players.get(playerId);
    if (previous && previous !== socket) {
      previous.send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'game.replaced', gameId: this.gameId }));
      this.#playerOfSocket.delete(previous);
    }
    // A socket is one player per game: joining again under another name leaves the first behind.
    const before = this.#playerOfSocket.get(socket);
    if (before !== undefined && before !== playerId && this.#players.get(before) === socket)
      this.#players.delete(before);
    this.#players.set(playerId, socket);
    this.#playerOfSocket.set(socket, playerId);
  }

  attachHost(socket: Recipient): void {
    if (!this.#hosts.has(socket)) this.#presence.attached();
    this.#hosts.add(socket);
    socket.send(this.#hostMessage(this.#host.state, false));
  }

  attachScreen(socket: Recipient): void {
    this.#screens.add(socket);
    socket.send(this.#hostMessage(this.#host.state, true));
  }

  detach(socket: Recipient): void {
    if (this.#hosts.delete(socket)) this.#presence.detached();
    this.#screens.delete(socket);
    const playerId = this.#playerOfSocket.get(socket);
    if (playerId === undefined) return;
    this.#playerOfSocket.delete(socket);
    if (this.#players.get(playerId) === socket) this.#players.delete(playerId);
  }

  isPlayer(socket: Recipient, playerId: string): boolean {
    return this.#players.get(playerId) === socket;
  }

  isHost(socket: Recipient): boolean {
    return this.#hosts.has(socket);
  }

  close(): void {
    this.#stopListening();
    this.#hostRefresh.stop();
    this.#roomRefresh.stop();
  }

  #changed(state: GameState, events: GameEvent[]): void {
    for (const event of events) {
      if (event.type !== 'PlayerKicked') continue;
      const socket = this.#players.get(event.data.playerId);
      socket?.send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'game.kicked', gameId: this.gameId }));
      this.#players.delete(event.data.playerId);
      if (socket) this.#playerOfSocket.delete(socket);
    }
    if (events.some((e) => ROOM_EVENTS.has(e.type))) {
      this.#sendRoomView(state);
      this.#roomRefresh.settle();
    } else if (events.some((e) => COALESCED_ROOM_EVENTS.has(e.type))) {
      this.#roomRefresh.request();
    }
    // Everyone's own view after a question closes; otherwise only the players an event is about.
    const personal = events.some((e) => EVERYONE_PERSONAL.has(e.type))
      ? [...this.#players.keys()]
      : events.flatMap((e) => (e.type === 'PlayerJoinedTeam' ? [e.data.playerId] : []));
    const ranks = personal.length > 1 ? rankMap(state) : undefined;
    for (const playerId of personal) {
      const socket = this.#players.get(playerId);
      const you = playerView(state, playerId, ranks);
      if (socket && you)
        socket.send(encode({ v: SOCKET_PROTOCOL_VERSION, type: 'game.you', gameId: this.gameId, you }));
    }
    // Answers only change the quizmaster's counter: send that, not the whole room again.
    if (events.some((e) => e.type !== 'AnswerSubmitted')) this.#hostViewDue = true;
    this.#hostRefresh.request();
  }

  /** One encoding of the room's view, the same bytes to every phone (DESIGN §4). */
  #sendRoomView(state: GameState): void {
    const bytes = encode({
      v: SOCKET_PROTOCOL_VERSION,
      type: 'game.room',
      gameId: this.gameId,
      room: roomView(state)!,
    });
    for (const socket of this.#players.values()) socket.send(bytes);
  }

  #sendHostViews(): void {
    const state = this.#host.state;
    if (!this.#hostViewDue && state.phase === 'question') {
      const bytes = encode({
        v: SOCKET_PROTOCOL_VERSION,
        type: 'game.host.answered',
        gameId: this.gameId,
        index: state.index,
        answeredCount: state.answered[state.index] ?? 0,
      });
      for (const socket of [...this.#hosts, ...this.#screens]) socket.send(bytes);
      return;
    }
    this.#hostViewDue = false;
    if (this.#hosts.size > 0) {
      const bytes = this.#hostMessage(state, false);
      for (const socket of this.#hosts) socket.send(bytes);
    }
    if (this.#screens.size > 0) {
      const bytes = this.#hostMessage(state, true);
      for (const socket of this.#screens) socket.send(bytes);
    }
  }

  /** A secondary screen sees what the host sees, but never the answer while the question is open. */
  #hostMessage(state: GameState, forScreen: boolean): string {
    const view = hostView(state)!;
    const host = forScreen && state.phase === 'question' ? { ...view, correctAnswerIds: [] } : view;
    return encode({
      v: SOCKET_PROTOCOL_VERSION,
      type: 'game.host',
      gameId: this.gameId,
      host,
      screenToken: forScreen ? null : this.#screenToken,
    });
  }
}
