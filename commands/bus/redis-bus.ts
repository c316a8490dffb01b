import { Redis } from 'ioredis';
import { type Bus, BusClosedError, type BusHandler } from './bus.ts';
import { type BusErrorHandler, deliver, logBusError, type Subscription } from './subscription.ts';

export interface RedisBusOptions {
  redisUrl: string;
  /** Prepended to every channel, so installations and test runs sharing one Redis never hear each other. */
  prefix?: string;
  /** Handler failures and connection errors (ioredis reports each failed reconnect attempt). */
  onError?: BusErrorHandler;
}

/** The local subscribers of one Redis channel, which this node subscribes to once however many there are. */
interface Channel {
  readonly subscriptions: Set<Subscription>;
  /** Settles when Redis has answered SUBSCRIBE. */
  readonly confirmed: Promise<unknown>;
}

/** The bus between nodes (DESIGN §3): Redis pub/sub, one publisher and one subscriber connection per node. */
export class RedisBus implements Bus {
  readonly #prefix: string;
  readonly #onError: BusErrorHandler;
  readonly #publisher: Redis;
  // A connection that has subscribed is reserved for pub/sub, so publishing needs a connection of its own.
  readonly #subscriber: Redis;
  readonly #channels = new Map<string, Channel>();
  #closing: Promise<void> | undefined;

  constructor(options: RedisBusOptions) {
    this.#prefix = options.prefix ?? 'kviss:';
    this.#onError = options.onError ?? logBusError;
    this.#publisher = this.#connect(options.redisUrl, 'bus-publisher');
    this.#subscriber = this.#connect(options.redisUrl, 'bus-subscriber');
    this.#subscriber.on('message', (name: string, message: string) => {
      const channel = this.#channels.get(name);
      if (channel) deliver(channel.subscriptions, message, this.#onError);
    });
  }

  async publish(topic: string, message: string): Promise<void> {
    if (this.#closing) throw new BusClosedError();
    await this.#publisher.publish(this.#prefix + topic, message);
  }

  async subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>> {
    if (this.#closing) throw new BusClosedError();
    const name = this.#prefix + topic;
    const channel = this.#channels.get(name) ?? this.#open(name);
    const subscription: Subscription = { handler, active: true };
    channel.subscriptions.add(subscription);
    try {
      // Also when the channel was already open: its SUBSCRIBE may still be on its way.
      await channel.confirmed;
    } catch (error) {
      this.#remove(name, channel, subscription);
      throw error;
    }
    return async () => {
      if (this.#remove(name, channel, subscription)) await this.#subscriber.unsubscribe(name);
    };
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutdown();
    return this.#closing;
  }

  #connect(redisUrl: string, role: string): Redis {
    const connection = new Redis(redisUrl, {
      // Named after the installation, so CLIENT LIST tells whose connection it is.
      connectionName: `${this.#prefix}${role}`.replace(/[^!-~]/g, '_'),
      // ioredis reconnects with backoff; this makes it SUBSCRIBE again to every channel it held.
      autoResubscribe: true,
    });
    connection.on('error', this.#onError);
    return connection;
  }

  #open(name: string): Channel {
    const channel: Channel = { subscriptions: new Set(), confirmed: this.#subscriber.subscribe(name) };
    this.#channels.set(name, channel);
    return channel;
  }

  /** Returns true when this was the channel's last local subscription, so Redis should be told to UNSUBSCRIBE. */
  #remove(name: string, channel: Channel, subscription: Subscription): boolean {
    subscription.active = false;
    if (!channel.subscriptions.delete(subscription) || channel.subscriptions.size > 0) return false;
    this.#channels.delete(name);
    return this.#closing === undefined;
  }

  async #shutdown(): Promise<void> {
    for (const channel of this.#channels.values()) {
      for (const subscription of channel.subscriptions) subscription.active = false;
    }
    this.#channels.clear();
    await Promise.all([quit(this.#publisher), quit(this.#subscriber)]);
  }
}

/**
 * QUIT lets replies already on their way arrive. A connection that is down has
 * none, and QUIT would wait for a reconnect that may never come.
 */
async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit();
  else connection.disconnect();
}
