import pg from 'pg';

/** The channel every append notifies, inside its transaction (so only committed appends wake anyone). */
export const EVENTS_CHANNEL = 'kviss_events';

/**
 * One LISTEN connection shared by every subscriber of a process. If it
 * drops it reconnects; subscribers poll meanwhile, so nothing is missed,
 * only later.
 */
export class LogNotifier {
  readonly #connectionString: string;
  readonly #listeners = new Set<() => void>();
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #closed = false;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(connectionString: string) {
    this.#connectionString = connectionString;
  }

  /** Calls `listener` after every committed append anywhere; returns the way to stop. */
  listen(listener: () => void): () => void {
    this.#listeners.add(listener);
    void this.#ensureConnected();
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    await this.#connecting?.catch(() => {});
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #ensureConnected(): Promise<void> {
    if (this.#client || this.#closed) return Promise.resolve();
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString });
    client.on('notification', () => {
      for (const listener of this.#listeners) listener();
    });
    client.on('error', () => this.#reconnectSoon(client));
    client.on('end', () => this.#reconnectSoon(client));
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#client = client;
      // Appends may have happened while we were not listening.
      for (const listener of this.#listeners) listener();
    } catch {
      this.#reconnectSoon(client);
    }
  }

  #reconnectSoon(client: pg.Client): void {
    if (this.#client === client) this.#client = null;
    client.end().catch(() => {});
    if (this.#closed || this.#retryTimer) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      void this.#ensureConnected();
    }, 1000);
  }
}
