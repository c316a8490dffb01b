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
