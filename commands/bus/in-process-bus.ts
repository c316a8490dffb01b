import { type Bus, BusClosedError, type BusHandler } from './bus.ts';
import { type BusErrorHandler, deliver, logBusError, type Subscription } from './subscription.ts';

export interface InProcessBusOptions {
  onError?: BusErrorHandler;
}

/** The bus of a single node (embedded mode, DESIGN §3): topics live in this process only. */
export class InProcessBus implements Bus {
  readonly #topics = new Map<string, Set<Subscription>>();
  readonly #onError: BusErrorHandler;
  #closed = false;

  constructor(options: InProcessBusOptions = {}) {
    this.#onError = options.onError ?? logBusError;
  }

  async publish(topic: string, message: string): Promise<void> {
    if (this.#closed) throw new BusClosedError();
    const subscriptions = this.#topics.get(topic);
    if (!subscriptions) return;
    // Who receives is decided now, as Redis would; delivery waits for a
    // microtask so subscriber code never runs inside the publisher's call.
    // Microtasks run in order, so messages keep their publish order.
    const recipients = [...subscriptions];
    queueMicrotask(() => deliver(recipients, message, this.#onError));
  }

  async subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
    if (this.#closed) throw new BusClosedError();
    let subscriptions = this.#topics.get(topic);
    if (!subscriptions) {
      subscriptions = new Set();
      this.#topics.set(topic, subscriptions);
    }
    const subscription: Subscription = { handler, active: true };
    subscriptions.add(subscription);
    return async () => this.#unsubscribe(topic, subscription);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const subscriptions of this.#topics.values()) {
      for (const subscription of subscriptions) subscription.active = false;
    }
    this.#topics.clear();
  }

  #unsubscribe(topic: string, subscription: Subscription): void {
    subscription.active = false;
    const subscriptions = this.#topics.get(topic);
    if (!subscriptions?.delete(subscription)) return;
    if (subscriptions.size === 0) this.#topics.delete(topic);
  }
}
