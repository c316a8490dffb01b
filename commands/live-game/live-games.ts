import type { GameOpened } from '../../domain/game/events.ts';
import { gamePinStreamName, gameStreamName } from '../../domain/game/events.ts';
import { type GamePinEvent, pinHolder } from '../../domain/game/pin.ts';
import { GAME_PIN_LENGTH, gamePinFromBytes } from '../../domain/game/rules.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { Scheduler } from '../ports/scheduler.ts';
import { GameHost } from './game-host.ts';

const PIN_ATTEMPTS = 20;
/** A finished game leaves memory after this long; it reloads from its stream if anyone asks again. */
const EVICT_AFTER_END_MS = 10 * 60 * 1000;

export type LiveGameDeps = CommandDeps & { scheduler: Scheduler };

/**
 * The live games this node owns, one GameHost each, loaded on demand.
 * (One node owns every game in this version; leases that let several nodes
 * share games come later, see the closing note of the live-games issue.)
 */
export class LiveGames {
  readonly #deps: LiveGameDeps;
  readonly #hosts = new Map<string, Promise<GameHost | null>>();
  /** PINs of games this node runs, so a join (thousands a minute) does not read the log to find its game. */
  readonly #pins = new Map<string, string>();

  constructor(deps: LiveGameDeps) {
    this.#deps = deps;
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

  /** The game's host, loading it from its stream on first use; null when no such game exists. */
  get(gameId: string): Promise<GameHost | null> {
    let host = this.#hosts.get(gameId);
    if (!host) {
      host = this.#load(gameId);
      this.#hosts.set(gameId, host);
      host.then((h) => h ?? this.#hosts.delete(gameId)).catch(() => this.#hosts.delete(gameId));
    }
    return host;
  }

  stop(): void {
    for (const host of this.#hosts.values()) void host.then((h) => h?.stop());
    this.#hosts.clear();
  }

  async #load(gameId: string): Promise<GameHost | null> {
    const host = new GameHost(gameId, this.#deps);
    await host.load();
    if (host.state.phase === 'absent') return null;
    host.onChange((state, events) => {
      if (!events.some((e) => e.type === 'GameEnded')) return;
      if (state.phase !== 'absent') {
        this.#pins.delete(state.opened.pin);
        void this.#releasePin(state.opened.pin, gameId);
      }
      this.#deps.scheduler.at(new Date(this.#deps.clock.now().getTime() + EVICT_AFTER_END_MS), () => {
        host.stop();
        this.#hosts.delete(gameId);
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
