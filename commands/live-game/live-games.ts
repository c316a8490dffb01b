import type { GameOpened } from '../../domain/game/events.ts';
import { gamePinStreamName, gameStreamName } from '../../domain/game/events.ts';
import { type GamePinEvent, pinHolder } from '../../domain/game/pin.ts';
import { GAME_PIN_LENGTH, gamePinFromBytes } from '../../domain/game/rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Bus } from '../bus/bus.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { GameLeases } from '../ports/game-leases.ts';
import type { Scheduler } from '../ports/scheduler.ts';
import { ReplyInbox } from './game-relay.ts';
import { type LeaseTiming, LiveGame } from './live-game.ts';

const PIN_ATTEMPTS = 20;
/** A finished game leaves memory after this long; it reloads from its stream if anyone asks again. */
const EVICT_AFTER_END_MS = 10 * 60 * 1000;

export type LiveGamesDeps = CommandDeps & {
  /** The games' own moments (deadlines, evictions). */
  scheduler: Scheduler;
  /** This node's housekeeping: lease checks and waits for other nodes. */
  timers: Scheduler;
  bus: Bus;
  leases: GameLeases;
  /** This node's name in leases and replies; stable across restarts, so a restarted node takes its games straight back. */
  nodeId: string;
  onError: (error: unknown) => void;
  /** Lease and forwarding times; tests shorten them. */
  leaseTiming?: LeaseTiming;
};

/**
 * The live games this node has sockets for, one LiveGame each, loaded on demand: as the owner of the
 * game (the node holding its lease) or as a follower that forwards to the owner (DESIGN §3).
 */
export class LiveGames {
  readonly #deps: LiveGamesDeps;
  readonly #inbox: ReplyInbox;
  readonly #games = new Map<string, Promise<LiveGame | null>>();
  /** PINs of games this node runs, so a join (thousands a minute) does not read the log to find its game. */
  readonly #pins = new Map<string, string>();

  constructor(deps: LiveGamesDeps) {
    this.#deps = deps;
    this.#inbox = new ReplyInbox(deps.bus, deps.nodeId, deps);
  }

  /** Opens a room: a fresh game and a PIN nobody else holds, written together. */
  async open(
    game: Omit<GameOpened['data'], 'gameId' | 'pin'>,
    origin: CommandOrigin,
  ): Promise<{ gameId: string; pin: string }> {
    for (let attempt = 1; ; attempt++) {
      const gameId = this.#deps.random.uuid();
      const pin = gamePinFromBytes(this.#deps.random.bytes(GAME_PIN_LENGTH));
      const pinEvents = await this.#pinEvents(pin);
      if (pinHolder(pinEvents, this.#deps.clock.now()) !== null) continue;
      const data: GameOpened['data'] = { ...game, gameId, pin };
      if (data.questions.length === 0) throw new DomainError('quiz_has_no_questions');
      try {
        await this.#deps.store.append(
          [
            {
              streamName: gameStreamName(gameId),
              expectedVersion: 0,
              events: [{ type: 'GameOpened', data }],
            },
            {
              streamName: gamePinStreamName(pin),
              expectedVersion: pinEvents.length,
              events: [{ type: 'GamePinReserved', data: { gameId } }],
            },
          ],
          metadataFor(origin, this.#deps.clock),
        );
        this.#pins.set(pin, gameId);
        return { gameId, pin };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= PIN_ATTEMPTS) throw error;
      }
    }
  }

  /** The game a PIN leads to now, or null. */
  async gameIdForPin(pin: string): Promise<string | null> {
    const cached = this.#pins.get(pin);
    if (cached) return cached;
    const holder = pinHolder(await this.#pinEvents(pin), this.#deps.clock.now());
    if (holder) this.#pins.set(pin, holder);
    return holder;
  }

  /** The game on this node, loading it from its stream on first use; null when no such game exists. */
  get(gameId: string): Promise<LiveGame | null> {
    let game = this.#games.get(gameId);
    if (!game) {
      game = this.#load(gameId);
      this.#games.set(gameId, game);
      game.then((g) => g ?? this.#games.delete(gameId)).catch(() => this.#games.delete(gameId));
    }
    return game;
  }

  /** Games this node runs (holds the lease of) that are not over yet, and their players: for /metrics. */
  async running(): Promise<{ games: number; players: number }> {
    const games = await Promise.all([...this.#games.values()].map((game) => game.catch(() => null)));
    let count = 0;
    let players = 0;
    for (const game of games) {
      const state = game?.isOwner ? game.state : null;
      if (!state || state.phase === 'absent' || state.phase === 'finished' || state.phase === 'cancelled')
        continue;
      count += 1;
      players += state.playerCount;
    }
    return { games: count, players };
  }

  /** Stops every game on this node (an owner gives its leases up, so another node takes over at once). */
  async stop(): Promise<void> {
    const games = [...this.#games.values()];
    this.#games.clear();
    await Promise.all(games.map((game) => game.then((g) => g?.stop()).catch(() => {})));
    await this.#inbox.close();
  }

  async #load(gameId: string): Promise<LiveGame | null> {
    const host = new LiveGame(gameId, { ...this.#deps, inbox: this.#inbox });
    await host.start();
    if (host.state.phase === 'absent') {
      await host.stop();
      return null;
    }
    host.onChange((state, events) => {
      if (!events.some((e) => e.type === 'GameEnded')) return;
      if (state.phase !== 'absent') {
        this.#pins.delete(state.opened.pin);
        void this.#releasePin(state.opened.pin, gameId);
      }
      this.#deps.scheduler.at(new Date(this.#deps.clock.now().getTime() + EVICT_AFTER_END_MS), () => {
        void host.stop();
        this.#games.delete(gameId);
      });
    });
    return host;
  }

  async #releasePin(pin: string, gameId: string): Promise<void> {
    const events = await this.#pinEvents(pin);
    if (pinHolder(events, this.#deps.clock.now()) !== gameId) return;
    await this.#deps.store
      .append(
        [
          {
            streamName: gamePinStreamName(pin),
            expectedVersion: events.length,
            events: [{ type: 'GamePinReleased', data: { gameId } }],
          },
        ],
        metadataFor({ actorId: null, correlationId: this.#deps.random.uuid() }, this.#deps.clock),
      )
      .catch(() => {});
  }

  async #pinEvents(pin: string): Promise<Array<GamePinEvent & { at: string }>> {
    const recorded = await this.#deps.store.readStream(gamePinStreamName(pin));
    return recorded.map(
      (e) => ({ type: e.type, data: e.data, at: e.metadata.at }) as GamePinEvent & { at: string },
    );
  }
}
