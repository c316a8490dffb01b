import type { LogPosition } from '../../domain/shared/event.ts';
import type { EventStore, StreamAppend } from './event-store.ts';

type Queued = {
  stream: StreamAppend & Required<Pick<StreamAppend, 'metadata'>>;
  resolve: (end: LogPosition) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit across streams: appends to different streams that arrive while a write is in flight
 * go to the store together, in one transaction, and each caller hears back only after that commit
 * (an acknowledged write is never lost). One commit per batch instead of one per request is what lets
 * thousands of solo players answer at once. A batch that fails is written again one stream at a time,
 * so a stale version or refused text fails its own caller alone.
 *
 * Callers must not queue two appends to the same stream at once (each would expect the same version).
 */
export class AppendBatcher {
  readonly #store: EventStore;
  #queue: Queued[] = [];
  #writing = false;

  constructor(store: EventStore) {
    this.#store = store;
  }

  /** Resolves, once committed, with where the stream's last new event stands in the global log. */
  append(stream: Queued['stream']): Promise<LogPosition> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ stream, resolve, reject });
      if (!this.#writing) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#queue.length > 0) await this.#write(this.#queue.splice(0));
    } finally {
      this.#writing = false;
    }
  }

  async #write(batch: Queued[]): Promise<void> {
    let ends: LogPosition[];
    try {
      ({ streamEnds: ends } = await this.#store.append(
        batch.map((item) => item.stream),
        batch[0]!.stream.metadata,
      ));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const item of batch) await this.#write([item]);
      return;
    }
    batch.forEach((item, i) => {
      item.resolve(ends[i]!);
    });
  }
}
