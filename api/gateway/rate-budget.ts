/**
 * A token bucket per connection: a burst of `capacity` messages, refilled at
 * `perSecond`. Time is passed in, so it stays testable without sleeps.
 */
export class RateBudget {
  readonly #capacity: number;
  readonly #perSecond: number;
  #tokens: number;
  #updatedAt: number;

  constructor(capacity: number, perSecond: number, now: number) {
    this.#capacity = capacity;
    this.#perSecond = perSecond;
    this.#tokens = capacity;
    this.#updatedAt = now;
  }

  take(now: number): boolean {
    const elapsedSeconds = Math.max(0, now - this.#updatedAt) / 1000;
    this.#tokens = Math.min(this.#capacity, this.#tokens + elapsedSeconds * this.#perSecond);
    this.#updatedAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
