import type { Kysely } from 'kysely';
import type { LogPosition } from '../domain/shared/event.ts';
import type { ProjectionName } from './all.ts';
import { readCheckpoint } from './checkpoints.ts';
import { isAfter } from './log-order.ts';

/** As long as a write waits for its read model; the write is committed either way. */
const REACHED_TIMEOUT_MS = 10_000;
/** How often a wait looks at the checkpoint table itself, while another node runs the read model. */
const ELSEWHERE_POLL_MS = 50;

interface Waiter {
  name: string;
  target: LogPosition;
  done: (reached: boolean) => void;
}

/**
 * Read-your-writes: how far each read model has applied the log, as this node's runner learns it, so
 * a write route answers once its read model shows the write (`reached`), woken by the runner's commit
 * instead of asking the database every 10 ms.
 *
 * Several nodes: an advisory lock lets one node at a time apply a batch of a read model, so a write on
 * this node may be applied by another node's runner, and this runner then never commits that position.
 * Its runner says so when it finds the lock held (`elsewhere`): only then, and only while someone is
 * waiting for that read model, does this node look at the shared checkpoint table itself, every 50 ms.
 * On one node, or while this node holds the read model, nothing polls. Each of the runner's passes
 * (and its one-a-second safety net) also reports the checkpoints it read under the lock, so a read
 * model moved by another node is known here again by the next pass. Before the runner's first pass
 * (or without a runner, as in a command-line tool) no read model is this node's, and waits poll.
 */
export class ProjectionProgress {
  readonly #db: Kysely<unknown>;
  readonly #timeoutMs: number;
  readonly #pollMs: number;
  /** Each read model's checkpoint as last seen committed. */
  readonly #known = new Map<string, LogPosition>();
  /** Read models whose lock this node's runner held on its last try at them. */
  readonly #here = new Set<string>();
  readonly #waiters = new Set<Waiter>();
  readonly #polling = new Set<string>();

  constructor(db: Kysely<unknown>, { timeoutMs = REACHED_TIMEOUT_MS, pollMs = ELSEWHERE_POLL_MS } = {}) {
    this.#db = db;
    this.#timeoutMs = timeoutMs;
    this.#pollMs = pollMs;
  }

  /**
   * Resolves true once `name` has applied the log up to `target`, or false after the timeout: the
   * write is committed either way, and the socket brings the change when it lands.
   */
  reached(name: ProjectionName, target: LogPosition): Promise<boolean> {
    if (this.#isAt(name, target)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => waiter.done(false), this.#timeoutMs);
      timer.unref();
      const waiter: Waiter = {
        name,
        target,
        done: (reached) => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          resolve(reached);
        },
      };
      this.#waiters.add(waiter);
      if (!this.#here.has(name)) this.#poll(name);
    });
  }

  /** The runner holds `name` and its checkpoint is `at`, committed. */
  passed(name: string, at: LogPosition): void {
    this.#here.add(name);
    // Set, not raised: a rebuild starts a read model again from the log's start.
    this.#known.set(name, at);
    this.#wake(name);
  }

  /** The runner found `name` locked by another node: waits for it look at the table meanwhile. */
  elsewhere(name: string): void {
    this.#here.delete(name);
    this.#poll(name);
  }

  #isAt(name: string, target: LogPosition): boolean {
    const at = this.#known.get(name);
    return at !== undefined && !isAfter(target, at);
  }

  #wake(name: string): void {
    for (const waiter of this.#waiters)
      if (waiter.name === name && this.#isAt(name, waiter.target)) waiter.done(true);
  }

  #waitedFor(name: string): boolean {
    for (const waiter of this.#waiters) if (waiter.name === name) return true;
    return false;
  }

  /** One look loop per read model, while someone waits for it and this node does not hold it. */
  #poll(name: string): void {
    if (this.#polling.has(name) || !this.#waitedFor(name)) return;
    this.#polling.add(name);
    const look = async () => {
      try {
        const at = await readCheckpoint(this.#db, name);
        const known = this.#known.get(name);
        if (!this.#here.has(name) && (known === undefined || isAfter(at, known))) this.#known.set(name, at);
        this.#wake(name);
      } catch {
        // A failed look is tried again; the timeout ends the wait in any case.
      }
      if (this.#here.has(name) || !this.#waitedFor(name)) {
        this.#polling.delete(name);
        return;
      }
      setTimeout(() => void look(), this.#pollMs).unref();
    };
    void look();
  }
}
