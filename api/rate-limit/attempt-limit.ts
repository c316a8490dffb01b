import type { Clock } from '../../commands/ports/clock.ts';
import type { CounterStore } from './counter-store.ts';

export interface LimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * "At most N attempts per window" for one kind of action, keyed by whatever
 * identifies the actor (an account and address, an address alone). Windows
 * follow the injected clock, so tests move time instead of sleeping.
 */
export class AttemptLimit {
  readonly #store: CounterStore;
  readonly #name: string;
  readonly #rule: LimitRule;
  readonly #clock: Clock;

  constructor(store: CounterStore, name: string, rule: LimitRule, clock: Clock) {
    this.#store = store;
    this.#name = name;
    this.#rule = rule;
    this.#clock = clock;
  }

  /** Milliseconds until `id` may try again; 0 when it may now. */
  async retryAfter(id: string): Promise<number> {
    const { key, windowEndsIn } = this.#window(id);
    return (await this.#store.read(key)) >= this.#rule.limit ? windowEndsIn : 0;
  }

  /**
   * Counts the attempt before it is tried and says how long to wait when it
   * is over the limit (0 when it may go ahead). Counting first is what makes
   * the limit hold under parallel requests: checking and counting after the
   * attempt let every request in flight pass the check.
   */
  async reserve(id: string): Promise<number> {
    const { key, windowEndsIn } = this.#window(id);
    const count = await this.#store.increment(key, windowEndsIn);
    if (count <= this.#rule.limit) return 0;
    await this.#store.decrement(key);
    return windowEndsIn;
  }

  /** Gives back an attempt `reserve` counted that should not count (it succeeded, or another limit refused it). */
  async release(id: string): Promise<void> {
    await this.#store.decrement(this.#window(id).key);
  }

  /** Counts one attempt (or one failure, for limits that count only failures). */
  async record(id: string): Promise<void> {
    const { key, windowEndsIn } = this.#window(id);
    await this.#store.increment(key, windowEndsIn);
  }

  /** Forgets the window's attempts, e.g. after a successful sign-in. */
  async clear(id: string): Promise<void> {
    await this.#store.clear(this.#window(id).key);
  }

  #window(id: string) {
    const now = this.#clock.now().getTime();
    const index = Math.floor(now / this.#rule.windowMs);
    return { key: `${this.#name}:${index}:${id}`, windowEndsIn: (index + 1) * this.#rule.windowMs - now };
  }
}
