import { LRUCache } from 'lru-cache';
import type { PlayCommand } from '../../domain/play/decide.ts';
import { decidePlay } from '../../domain/play/decide.ts';
import {
  evolvePlay,
  initialPlayState,
  type PlayEvent,
  type PlayState,
  playStreamName,
} from '../../domain/play/events.ts';
import type { LogPosition } from '../../domain/shared/event.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { AppendBatcher } from '../event-store/append-batcher.ts';
import { ConcurrencyError } from '../event-store/errors.ts';

/** Plays kept in memory at most; the least recently used is dropped first and read again from its stream. */
const CACHE_LIMIT = 50_000;

/** The play after a command, what the command caused, and where that stands in the log (null when nothing). */
export interface PlayOutcome {
  state: PlayState;
  events: PlayEvent[];
  position: LogPosition | null;
}

interface Cached {
  state: PlayState;
  version: number;
}

/**
 * Runs solo plays (domain/play). A play's state is kept in memory between requests, so an answer
 * costs one append and no read; each play takes its commands one at a time; the appends of many
 * plays are committed together (AppendBatcher). Any node may serve any play: a node whose copy is
 * stale meets a version conflict, reads the stream again and decides once more.
 */
export class PlayRunner {
  readonly #deps: CommandDeps;
  readonly #batcher: AppendBatcher;
  readonly #cache = new LRUCache<string, Cached>({ max: CACHE_LIMIT });
  readonly #running = new Map<string, Promise<unknown>>();

  constructor(deps: CommandDeps) {
    this.#deps = deps;
    this.#batcher = new AppendBatcher(deps.store);
  }

  /** The play as stored (absent when there is none). */
  async state(playId: string): Promise<PlayState> {
    return (await this.#load(playId)).state;
  }

  /** Decides the command against the play and commits what it caused; rejects with the rule it broke. */
  execute(playId: string, command: PlayCommand, origin: CommandOrigin): Promise<PlayOutcome> {
    const previous = this.#running.get(playId) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(() => this.#run(playId, command, origin));
    this.#running.set(playId, run);
    void run
      .finally(() => {
        if (this.#running.get(playId) === run) this.#running.delete(playId);
      })
      .catch(() => {});
    return run;
  }

  async #run(
    playId: string,
    command: PlayCommand,
    origin: CommandOrigin,
    retried = false,
  ): Promise<PlayOutcome> {
    // A play's id is new when it starts (the server draws it): there is no stream to read, and the
    // append's expected version 0 still refuses one that somehow exists (then it is read, below).
    const current =
      command.type === 'StartPlay' && !retried
        ? { state: initialPlayState, version: 0 }
        : await this.#load(playId);
    const events = decidePlay(command, current.state);
    if (events.length === 0) return { state: current.state, events, position: null };
    let position: LogPosition;
    try {
      position = await this.#batcher.append({
        streamName: playStreamName(playId),
        expectedVersion: current.version,
        events,
        metadata: metadataFor(origin, this.#deps.clock),
      });
    } catch (error) {
      this.#cache.delete(playId);
      // Another node wrote to this play since this copy was read: decide again on what is stored.
      if (error instanceof ConcurrencyError && !retried) return this.#run(playId, command, origin, true);
      throw error;
    }
    const next = {
      state: events.reduce(evolvePlay, current.state),
      version: current.version + events.length,
    };
    this.#cache.set(playId, next);
    return { state: next.state, events, position };
  }

  async #load(playId: string): Promise<Cached> {
    const cached = this.#cache.get(playId);
    if (cached) return cached;
    const recorded = await this.#deps.store.readStream(playStreamName(playId));
    const loaded = {
      state: recorded.reduce((state, event) => evolvePlay(state, event as PlayEvent), initialPlayState),
      version: recorded.length,
    };
    if (loaded.version > 0) this.#cache.set(playId, loaded);
    return loaded;
  }
}
