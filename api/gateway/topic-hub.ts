import type { Bus } from '../../commands/bus/index.ts';
import { busTopicOf } from './messages.ts';

/** Anything that can take a text frame: a websocket, or a test double. */
export interface Recipient {
  send(message: string): void;
}

interface TopicEntry {
  recipients: Set<Recipient>;
  /** Resolves once the bus subscription is live; yields how to end it. */
  ready: Promise<() => Promise<void>>;
}

/**
 * The node's fan-out: one bus subscription per topic however many sockets
 * follow it, and each bus message goes out as the same string to all of them
 * (DESIGN §4: serialised once).
 */
export class TopicHub {
  readonly #bus: Bus;
  readonly #topics = new Map<string, TopicEntry>();
  readonly #onError: (error: unknown) => void;

  constructor(bus: Bus, onError: (error: unknown) => void) {
    this.#bus = bus;
    this.#onError = onError;
  }

  /** Resolves when changes published from now on will reach `recipient`. */
  async join(topic: string, recipient: Recipient): Promise<void> {
    let entry = this.#topics.get(topic);
    if (!entry) {
      const recipients = new Set<Recipient>();
      const ready = this.#bus.subscribe(busTopicOf(topic), (message) => {
        for (const r of recipients) {
          try {
            r.send(message);
          } catch (error) {
            this.#onError(error);
          }
        }
      });
      entry = { recipients, ready };
      this.#topics.set(topic, entry);
    }
    entry.recipients.add(recipient);
    await entry.ready;
  }

  leave(topic: string, recipient: Recipient): void {
    const entry = this.#topics.get(topic);
    if (!entry?.recipients.delete(recipient) || entry.recipients.size > 0) return;
    this.#topics.delete(topic);
    entry.ready.then((unsubscribe) => unsubscribe()).catch(this.#onError);
  }

  /** Topics with at least one follower on this node (for the debug bar and tests). */
  get topicCount(): number {
    return this.#topics.size;
  }
}
