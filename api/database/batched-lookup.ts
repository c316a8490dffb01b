type Waiting<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * Reads rows by key with at most one query out at a time: keys asked for while a query is out wait for
 * the next one, which reads them all. When a class starts its homework, hundreds of requests a second
 * read the same quiz; read one by one, each cost a round trip, and waking PostgreSQL for each was a
 * quarter of a start's CPU. Every caller still gets a read sent after it asked, so nothing it gets is
 * older than a read of its own would have been, and a quiet server sends each read at once.
 */
export class BatchedLookup<K, V> {
  readonly #load: (keys: K[]) => Promise<ReadonlyMap<K, V>>;
  #waiting = new Map<K, Waiting<V>[]>();
  #reading = false;

  /** `load` reads the rows of the keys it is given; a key missing from its answer has no row. */
  constructor(load: (keys: K[]) => Promise<ReadonlyMap<K, V>>) {
    this.#load = load;
  }

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.#waiting.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.#waiting.set(key, [{ resolve, reject }]);
      if (!this.#reading) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#reading = true;
    try {
      while (this.#waiting.size > 0) {
        const batch = this.#waiting;
        this.#waiting = new Map();
        await this.#read(batch);
      }
    } finally {
      this.#reading = false;
    }
  }

  async #read(batch: Map<K, Waiting<V>[]>): Promise<void> {
    try {
      const found = await this.#load([...batch.keys()]);
      for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(found.get(key));
    } catch (error) {
      // One bad key must not fail the others: each is read again alone, and only its own callers fail.
      if (batch.size === 1)
        for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
      else for (const [key, waiting] of batch) await this.#read(new Map([[key, waiting]]));
    }
  }
}
