import type { LiveGame } from '../../../commands/live-game/live-game.ts';
import type { Clock } from '../../../commands/ports/clock.ts';
import type { Scheduler } from '../../../commands/ports/scheduler.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';

/** A reload or a moment without Wi-Fi is not worth a banner on every phone. */
export const HOST_AWAY_AFTER_MS = 5_000;

/**
 * The quizmaster's screens of one game on this node. When the last one has been gone a few seconds,
 * the game records that the quizmaster's connection was lost (spec §8); when one is back, that it is
 * back. With several nodes, a node that still has a quizmaster screen puts "back" right again should
 * another node have said "away" (the quizmaster reconnected through it).
 */
export class HostPresence {
  readonly #game: LiveGame;
  readonly #deps: { scheduler: Scheduler; clock: Clock; onError: (error: unknown) => void };
  readonly #stopListening: () => void;
  #screens = 0;
  #cancelAway: (() => void) | null = null;

  constructor(
    game: LiveGame,
    deps: { scheduler: Scheduler; clock: Clock; onError: (error: unknown) => void },
  ) {
    this.#game = game;
    this.#deps = deps;
    this.#stopListening = game.onChange((state) => {
      if (state.phase !== 'absent' && !state.hostConnected && this.#screens > 0) this.#report(true);
    });
  }

  attached(): void {
    this.#screens += 1;
    this.#cancelAway?.();
    this.#cancelAway = null;
    const state = this.#game.state;
    if (state.phase !== 'absent' && !state.hostConnected) this.#report(true);
  }

  detached(): void {
    this.#screens = Math.max(0, this.#screens - 1);
    if (this.#screens > 0 || this.#cancelAway) return;
    const at = new Date(this.#deps.clock.now().getTime() + HOST_AWAY_AFTER_MS);
    this.#cancelAway = this.#deps.scheduler.at(at, () => {
      this.#cancelAway = null;
      if (this.#screens === 0) this.#report(false);
    });
  }

  stop(): void {
    this.#cancelAway?.();
    this.#stopListening();
  }

  #report(connected: boolean): void {
    this.#game.execute({ type: 'SetHostConnection', data: { connected } }).catch((error: unknown) => {
      if (!(error instanceof DomainError)) this.#deps.onError(error);
    });
  }
}
