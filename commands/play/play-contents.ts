import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  type PlayContentFrozen,
  playContentStreamName,
  refersToContent,
  storedPlayStarted,
  withQuestions,
} from '../../domain/play/content.ts';
import type { PlayStarted } from '../../domain/play/events.ts';
import type { QuizQuestion } from '../../domain/question-types/registry.ts';
import { deepFreeze } from '../../domain/shared/deep-freeze.ts';
import type { DomainEvent, EventMetadata, LogPosition, RecordedEvent } from '../../domain/shared/event.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ReadAllOptions,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../event-store/event-store.ts';

/** Sets of questions kept in memory at most, on each side; a set is a few kilobytes. */
const CACHE_LIMIT = 2_000;

/**
 * The event store as handlers see it, with each play's questions stored once (domain/play/content.ts):
 * a PlayStarted is written naming its questions, which go into their own stream in the same
 * transaction the first time this node meets them, and is read back whole. A start of a quiz that
 * thousands play no longer writes its questions into the log each time, nor reads them back out.
 */
export class ContentSharingEventStore implements EventStore {
  readonly #inner: EventStore;
  readonly #contents: PlayContents;
  /** Content streams known to be in the log: a start of these questions appends only itself. */
  readonly #stored = new LRUCache<string, true>({ max: CACHE_LIMIT });

  constructor(inner: EventStore, contents = new PlayContents()) {
    this.#inner = inner;
    this.#contents = contents;
  }

  async append(
    streams: StreamAppend[],
    metadata: EventMetadata,
    options?: AppendOptions,
  ): Promise<AppendResult> {
    // Every append passes here, a live game's answers included: those go through untouched.
    if (!streams.some((stream) => stream.events.some((event) => event.type === 'PlayStarted')))
      return this.#inner.append(streams, metadata, options);
    const fresh = new Map<string, QuizQuestion[]>();
    const slim = streams.map((stream) => ({
      ...stream,
      events: stream.events.map((event) => {
        if (event.type !== 'PlayStarted') return event;
        const data = event.data as PlayStarted['data'];
        const key = this.#contents.keyOf(data.questions);
        if (!this.#stored.has(key)) fresh.set(key, data.questions);
        return { ...event, data: storedPlayStarted(data, key) } as DomainEvent;
      }),
    }));
    if (fresh.size === 0) return this.#inner.append(slim, metadata, options);
    const frozen: StreamAppend[] = [...fresh].map(([contentKey, questions]) => ({
      streamName: playContentStreamName(contentKey),
      expectedVersion: 0,
      events: [{ type: 'PlayContentFrozen', data: { contentKey, questions } } satisfies PlayContentFrozen],
    }));
    try {
      const result = await this.#inner.append([...frozen, ...slim], metadata, options);
      for (const key of fresh.keys()) this.#stored.set(key, true);
      return {
        nextVersions: result.nextVersions.slice(frozen.length),
        streamEnds: result.streamEnds.slice(frozen.length),
      };
    } catch (error) {
      // Stored already (by another node, or before this one started): nothing was written; again without it.
      const known =
        error instanceof ConcurrencyError && frozen.find((f) => f.streamName === error.streamName);
      if (!known) throw error;
      this.#stored.set((known.events[0] as PlayContentFrozen).data.contentKey, true);
      return this.append(streams, metadata, options);
    }
  }

  async readStream(streamName: string): Promise<RecordedEvent[]> {
    return this.#contents.putBack(await this.#inner.readStream(streamName), (name) =>
      this.#inner.readStream(name),
    );
  }

  async readAll(after: LogPosition, options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.#contents.putBack(await this.#inner.readAll(after, options), (name) =>
      this.#inner.readStream(name),
    );
  }

  subscribe(options: SubscribeOptions): Subscription {
    return this.#inner.subscribe({
      ...options,
      onEvents: async (events) =>
        options.onEvents(await this.#contents.putBack(events, (name) => this.#inner.readStream(name))),
    });
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}

/**
 * Names sets of questions, and puts them back into the PlayStarted events that name them. A name is a
 * hash of the questions in order; each question's own hash is kept with the question object, so the
 * questions a start takes from the quiz cache (the same objects, start after start) are hashed once.
 */
export class PlayContents {
  readonly #questionHashes = new WeakMap<object, string>();
  /** Stored sets never change, so a set read once serves every later reader. */
  readonly #read = new LRUCache<string, QuizQuestion[]>({ max: CACHE_LIMIT });

  keyOf(questions: readonly QuizQuestion[]): string {
    const hash = createHash('sha256');
    for (const question of questions) hash.update(this.#hashOf(question));
    return hash.digest('base64url');
  }

  /** The events with the questions of each PlayStarted that names its set put back. */
  async putBack(
    events: RecordedEvent[],
    readStream: (streamName: string) => Promise<RecordedEvent[]>,
  ): Promise<RecordedEvent[]> {
    if (!events.some((event) => event.type === 'PlayStarted' && refersToContent(event.data))) return events;
    const out: RecordedEvent[] = [];
    for (const event of events) {
      if (event.type !== 'PlayStarted' || !refersToContent(event.data)) {
        out.push(event);
        continue;
      }
      const questions = await this.#questions(event.data.contentKey, readStream);
      out.push({ ...event, data: withQuestions(event.data, questions) });
    }
    return out;
  }

  async #questions(
    contentKey: string,
    readStream: (streamName: string) => Promise<RecordedEvent[]>,
  ): Promise<QuizQuestion[]> {
    const kept = this.#read.get(contentKey);
    if (kept) return kept;
    const [frozen] = await readStream(playContentStreamName(contentKey));
    // Written in the transaction of the first play that names it: a missing set is a broken log.
    if (frozen?.type !== 'PlayContentFrozen') throw new Error(`questions ${contentKey} are not in the log`);
    // Shared by every play that names it: frozen, so no play can change another's questions.
    const questions = deepFreeze(
      (frozen as RecordedEvent<PlayContentFrozen>).data.questions,
    ) as QuizQuestion[];
    this.#read.set(contentKey, questions);
    return questions;
  }

  #hashOf(question: QuizQuestion): string {
    let hash = this.#questionHashes.get(question);
    if (!hash) {
      hash = createHash('sha256').update(JSON.stringify(question)).digest('base64url');
      this.#questionHashes.set(question, hash);
    }
    return hash;
  }
}
