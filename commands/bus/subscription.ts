import type { BusHandler } from './bus.ts';

/**
 * One `subscribe` call. A wrapper rather than the handler itself, so the same
 * handler subscribed twice is two subscriptions, each with its own unsubscribe.
 */
export interface Subscription {
  readonly handler: BusHandler;
  /** Cleared on unsubscribe and close, so a message already on its way is not delivered afterwards. */
  active: boolean;
}

export type BusErrorHandler = (error: unknown) => void;

/** A handler's failure must never pass unnoticed; servers pass their logger instead. */
export const logBusError: BusErrorHandler = (error) => {
  console.error('bus handler failed', error);
};

/**
 * Hands the same string to every active subscription. A handler that throws is
 * reported and skipped: one broken socket relay must not starve the others.
 */
export function deliver(
  subscriptions: Iterable<Subscription>,
  message: string,
  onError: BusErrorHandler,
): void {
  for (const subscription of subscriptions) {
    if (!subscription.active) continue;
    try {
      subscription.handler(message);
    } catch (error) {
      onError(error);
    }
  }
}
