import type { EventMetadata, LogPosition, RecordedEvent } from '../../domain/shared/event.ts';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ReadAllOptions,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../event-store/event-store.ts';
import { assertStorable } from '../event-store/storable.ts';
import type { PersonalDataVault } from './personal-data-vault.ts';
import { openEvent, sealEvent } from './personal-fields.ts';

/**
 * The event store as every handler sees it: personal data is sealed on the
 * way in and opened on the way out, so no handler or projection handles
 * keys, and the log itself holds no readable personal data.
 */
export class SealingEventStore implements EventStore {
  readonly #inner: EventStore;
  readonly #vault: PersonalDataVault;

  constructor(inner: EventStore, vault: PersonalDataVault) {
    this.#inner = inner;
    this.#vault = vault;
  }

  async append(
    streams: StreamAppend[],
    metadata: EventMetadata,
    options?: AppendOptions,
  ): Promise<AppendResult> {
    assertStorable(streams, metadata);
    const sealed = await Promise.all(
      streams.map(async (stream) => ({
        ...stream,
        events: await Promise.all(stream.events.map((event) => sealEvent(this.#vault, event))),
      })),
    );
    return this.#inner.append(sealed, metadata, options);
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    return this.#openAll(await this.#inner.readStream(streamName));
  }

  async readAll(after: LogPosition, options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.#openAll(await this.#inner.readAll(after, options));
  }

  subscribe(options: SubscribeOptions): Subscription {
    return this.#inner.subscribe({
      ...options,
      onEvents: async (events) => options.onEvents(await this.#openAll(events)),
    });
  }

  close(): Promise<void> {
    return this.#inner.close();
  }

  #openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    return Promise.all(events.map((event) => openEvent(this.#vault, event)));
  }
}
