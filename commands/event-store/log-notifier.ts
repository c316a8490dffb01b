import pg from 'pg';

/** The channel every append notifies, inside its transaction (so only committed appends wake anyone). */
export const EVENTS_CHANNEL = 'kviss_events';

/** NOTIFY payloads stay well under PostgreSQL's 8,000-byte limit; a longer list is sent as "unknown". */
const PAYLOAD_MAX = 4_000;

/**
 * What an append tells its listeners: the event types it wrote, so a reader that follows other types
 * need not look. Empty means "unknown" (a list too long to send).
 */
export function appendedTypesPayload(types: Iterable<string>): string {
  const payload = [...new Set(types)].join(',');
  return payload.length > PAYLOAD_MAX ? '' : payload;
}

/** The types an append wrote, or null when unknown (a reconnect, an old writer, a list too long). */
export type AppendListener = (types: readonly string[] | null) => void;

function typesOf(payload: string | undefined): readonly string[] | null {
  return payload ? payload.split(',') : null;
}

/**
 * One LISTEN connection shared by every subscriber of a process. If it
 * drops it reconnects; subscribers poll meanwhile, so nothing is missed,
 * only later.
 */
export class LogNotifier {
  readonly #connectionString: string;
  readonly #listeners = new Set<AppendListener>();
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  #closed = false;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(connectionString: string) {
    this.#connectionString = connectionString;
  }

  /** Calls `listener` after every committed append anywhere, with its types; returns the way to stop. */
  listen(listener: AppendListener): () => void {
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
    client.on('notification', (message) => {
      const types = typesOf(message.payload);
      for (const listener of this.#listeners) listener(types);
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
      // Appends may have happened while we were not listening: of any type.
      for (const listener of this.#listeners) listener(null);
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
