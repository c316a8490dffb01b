import { decide, type GameCommand } from '../../domain/game/decide.ts';
import {
  evolve,
  type GameEvent,
  type GameState,
  gameStreamName,
  initialState,
} from '../../domain/game/events.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { RecordedEvent } from '../../domain/shared/event.ts';
import type { CommandDeps } from '../command-context.ts';
import { metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';
import type { Scheduler } from '../ports/scheduler.ts';

/**
 * Told of every change: events committed by this host (`here`), or by another node during a moment
 * when two nodes thought they ran the game (`elsewhere`, learnt from the bus or the stream).
 */
export type GameListener = (state: GameState, events: GameEvent[], origin: 'here' | 'elsewhere') => void;

interface Pending {
  command: GameCommand;
  resolve: (events: GameEvent[]) => void;
  reject: (error: unknown) => void;
}

/**
 * The one writer of a live game (DESIGN §4). It holds the game's state in
 * memory and handles commands in arrival order. Commands that arrive while
 * a write is in flight are decided together and appended in one
 * transaction (group commit), and each caller hears back only after that
 * commit: an acknowledged answer is never lost. A batch that cannot be
 * written is retried command by command, so one bad command fails alone.
 */
export class GameHost {
  readonly gameId: string;
  readonly #deps: CommandDeps & { scheduler: Scheduler };
  readonly #listeners = new Set<GameListener>();
  #state: GameState = initialState;
  #version = 0;
  #queue: Pending[] = [];
  #writing = false;
  #timer: { index: number; cancel: () => void } | null = null;

  constructor(gameId: string, deps: CommandDeps & { scheduler: Scheduler }) {
    this.gameId = gameId;
    this.#deps = deps;
  }

  get state(): GameState {
    return this.#state;
  }

  /** The stream version the state reflects (events committed so far). */
  get version(): number {
    return this.#version;
  }

  /**
   * Folds the stored stream (or the events given, already read from it): after a restart, or on the node
   * that takes a game over, the game carries on where its events left it.
   */
  async load(given?: readonly RecordedEvent[]): Promise<void> {
    const recorded = given ?? (await this.#deps.store.readStream(gameStreamName(this.gameId)));
    this.#state = recorded.reduce(
      (state, e) => evolve(state, { type: e.type, data: e.data } as GameEvent),
      initialState,
    );
    this.#version = recorded.at(-1)?.streamVersion ?? 0;
    this.#armTimer();
  }

  /**
   * Events another node committed while this one also thought it ran the game (the lease moved during
   * a pause). They follow on from this state, so they are taken as they are; the stream's version kept
   * the two writers from ever writing over each other.
   */
  adopt(events: GameEvent[], toVersion: number): void {
    if (toVersion - events.length !== this.#version) return;
    this.#state = events.reduce(evolve, this.#state);
    this.#version = toVersion;
    this.#armTimer();
    for (const listener of this.#listeners) listener(this.#state, events, 'elsewhere');
  }

  /** Reads what is stored beyond this state (another writer's events), and tells the listeners. */
  async resync(): Promise<void> {
    const before = this.#version;
    const recorded = await this.#deps.store.readStream(gameStreamName(this.gameId));
    await this.load(recorded);
    const missed = recorded.slice(before).map((e) => ({ type: e.type, data: e.data }) as GameEvent);
    if (missed.length === 0) return;
    for (const listener of this.#listeners) listener(this.#state, missed, 'elsewhere');
  }

  onChange(listener: GameListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves with the events the command caused, once they are committed; rejects with the rule it broke. */
  execute(command: GameCommand): Promise<GameEvent[]> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ command, resolve, reject });
      if (!this.#writing) void this.#drain();
    });
  }

  stop(): void {
    this.#timer?.cancel();
    this.#timer = null;
    this.#listeners.clear();
  }

  async #drain(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#queue.length > 0) await this.#writeBatch(this.#queue.splice(0));
    } finally {
      this.#writing = false;
    }
  }

  async #writeBatch(batch: Pending[]): Promise<void> {
    let state = this.#state;
    const events: GameEvent[] = [];
    const outcomes: Array<{ events: GameEvent[] } | { error: unknown }> = [];
    for (const item of batch) {
      try {
        const decided = decide(item.command, state);
        state = decided.reduce(evolve, state);
        events.push(...decided);
        outcomes.push({ events: decided });
      } catch (error) {
        outcomes.push({ error });
      }
    }
    if (events.length > 0) {
      try {
        await this.#deps.store.append(
          [{ streamName: gameStreamName(this.gameId), expectedVersion: this.#version, events }],
          metadataFor({ actorId: null, correlationId: this.#deps.random.uuid() }, this.#deps.clock),
        );
      } catch (error) {
        // Nothing of this batch was written: the game is reloaded from what really is stored.
        await this.resync().catch(() => {});
        if (batch.length > 1 && !(error instanceof ConcurrencyError)) {
          // One command's events may be what failed (text the database refuses): each is decided
          // and written again on its own, so that one fails alone and the others are acknowledged.
          for (const item of batch) await this.#writeBatch([item]);
          return;
        }
        // Another writer got there first (or this one command failed): every caller hears so.
        for (const item of batch) item.reject(error);
        return;
      }
      this.#version += events.length;
      this.#state = state;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if ('error' in outcome) item.reject(outcome.error);
      else item.resolve(outcome.events);
    });
    if (events.length > 0) {
      this.#armTimer();
      for (const listener of this.#listeners) listener(this.#state, events, 'here');
    }
  }

  /**
   * The server closes each question at its recorded closing time; timing never depends on a phone. A
   * game without a time limit has no closing time: its questions close on answers or the quizmaster.
   */
  #armTimer(): void {
    const state = this.#state;
    const open = state.phase === 'question' && state.closesAt !== null ? state : null;
    if (this.#timer && (!open || this.#timer.index !== open.index)) {
      this.#timer.cancel();
      this.#timer = null;
    }
    if (!open || this.#timer) return;
    const index = open.index;
    const closesAt = open.closesAt as string; // narrowed above: a question with a clock
    const cancel = this.#deps.scheduler.at(new Date(closesAt), () => {
      this.#timer = null;
      this.execute({ type: 'CloseQuestion', data: { index, reason: 'time_up' } }).catch((error: unknown) => {
        if (!(error instanceof DomainError)) console.error('closing a question failed', error);
      });
    });
    this.#timer = { index, cancel };
  }
}
