export type BusHandler = (message: string) => void;

/**
 * Pub/sub between the nodes of one installation (DESIGN §3). Delivery is
 * at-most-once: a node that is disconnected misses what is published
 * meanwhile, so subscribers that must not miss anything catch up from the
 * event log.
 */
export interface Bus {
  /** Delivers `message` to every subscriber of `topic` on every node. Messages are strings, serialised once by the publisher. */
  publish(topic: string, message: string): Promise<void>;
  /** Resolves once the subscription is active (so a publish after it is seen). Returns an unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Publishing or subscribing on a bus after `close()`. */
export class BusClosedError extends Error {
  constructor() {
    super('the bus is closed');
    this.name = 'BusClosedError';
  }
}
