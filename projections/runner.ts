import { type Kysely, sql } from 'kysely';
import { LOG_START, type LogPosition, type RecordedEvent } from '../domain/shared/event.ts';
import type { ProjectionName } from './all.ts';
import { deleteCheckpoint, readCheckpoint, writeCheckpoint } from './checkpoints.ts';
import { ProjectionProgress } from './progress.ts';
import { applyEvents, type EventLog, type Projection, type ReadModelChange } from './projection.ts';
import { runSharedBatch } from './shared-batch.ts';
import { isPermanentApplyFailure, ProjectionStalls, type StalledProjection } from './stalls.ts';

export interface RunnerOptions {
  db: Kysely<unknown>;
  log: EventLog;
  projections: readonly Projection[];
  /** Receives what changed, after the transaction that changed it has committed. */
  publish: (changes: ReadModelChange[]) => void;
  onError?: (error: unknown, projection: string) => void;
  batchSize?: number;
  /** Safety net when a NOTIFY is missed; appends wake the runner sooner. */
  pollIntervalMs?: number;
  /**
   * The least time from one pass's start to the next while appends keep coming. A pass after a quiet
   * spell starts at once; under a stream of appends the passes are paced, so each takes many events.
   */
  passIntervalMs?: number;
  /** Where halted projections are recorded (the health route reads the same record). */
  stalls?: ProjectionStalls;
  /** Told of each checkpoint this runner commits or reads (the write routes wait on the same record). */
  progress?: ProjectionProgress;
}

/**
 * Under load, an append wakes the runner hundreds of times a second. Each pass costs a dozen
 * statements whatever it carries (locks, checkpoints, a log read, each read model's read and write),
 * so at 2,000 players playing alone the passes, four events each, sent five times the statements of
 * the appends themselves and took the cores the players' answers wait for. Paced, a pass carries
 * everything from the last 50 ms: read models lag by that much under load, and not at all when a
 * single write comes after a quiet spell.
 */
const PASS_INTERVAL_MS = 50;

type BatchOutcome =
  | { status: 'busy' }
  | { status: 'done'; processed: number; changes: ReadModelChange[]; at: LogPosition };

/**
 * Feeds each projection from the global log. One batch is one transaction:
 * the rows and the checkpoint commit together, so a crash never applies an
 * event twice or skips one. An advisory lock per projection lets exactly one
 * node work on it at a time; the others find it busy and move on.
 */
export class ProjectionRunner {
  readonly #options: Required<Omit<RunnerOptions, 'onError'>> & Pick<RunnerOptions, 'onError'>;
  /** The event being applied, so a failure can name its position. */
  #applying: RecordedEvent | null = null;
  #stopListening: (() => void) | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  /** The wait before the next pass, while passes are paced. */
  #paced: NodeJS.Timeout | null = null;
  #lastPassStarted = Number.NEGATIVE_INFINITY;
  #again = false;
  /**
   * The event types appended since the last pass began, or 'all' when not known (a reconnect, the
   * safety-net poll): a pass runs only the read models that follow one of them, so thousands of
   * answers a second do not each wake every read model.
   */
  #appended: Set<string> | 'all' = 'all';
  #stopped = true;

  constructor(options: RunnerOptions) {
    this.#options = {
      batchSize: 500,
      pollIntervalMs: 1000,
      passIntervalMs: PASS_INTERVAL_MS,
      stalls: new ProjectionStalls(),
      progress: new ProjectionProgress(options.db),
      ...options,
    };
  }

  /**
   * Resolves true once `name` has applied the log up to `position` (on this node's commit, or, while
   * another node runs it, on that node's: progress.ts), false after 10 s.
   */
  reached(name: ProjectionName, position: LogPosition): Promise<boolean> {
    return this.#options.progress.reached(name, position);
  }

  /** Projections halted at an event they cannot apply, with its position; the others keep running. */
  stalled(): StalledProjection[] {
    return this.#options.stalls.list();
  }

  /** Catches every projection up, then keeps following the log. */
  async start(): Promise<void> {
    this.#stopped = false;
    this.#stopListening = this.#options.log.onAppend((types) => {
      this.#note(types);
      this.#schedule();
    });
    // The full catch-up below covers whatever was appended before it: later passes need only what comes next.
    this.#appended = new Set();
    await this.catchUp();
    this.#arm();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopListening?.();
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#paced) clearTimeout(this.#paced);
    await this.#running;
  }

  /**
   * Runs every projection until it has nothing left to read. A projection
   * whose batch fails is reported, then fed that batch one event at a time:
   * the events before a bad one are applied, and an event that can never be
   * applied halts that projection (recorded for health); the others go on.
   * A passing failure (a lost connection) is retried on the next pass.
   */
  async catchUp(): Promise<void> {
    await this.#catchUpOn(this.#options.projections);
  }

  #note(types: readonly string[] | null): void {
    if (types === null) this.#appended = 'all';
    else if (this.#appended !== 'all') for (const type of types) this.#appended.add(type);
  }

  /** A pass over the read models that follow something appended since the last pass. */
  async #catchUpAppended(): Promise<void> {
    const appended = this.#appended;
    this.#appended = new Set();
    await this.#catchUpOn(
      appended === 'all'
        ? this.#options.projections
        : this.#options.projections.filter((p) => p.eventTypes.some((type) => appended.has(type))),
    );
  }

  async #catchUpOn(projections: readonly Projection[]): Promise<void> {
    const running = projections.filter((p) => !this.#options.stalls.has(p.name));
    if (running.length > 1) {
      try {
        await this.#drainShared(running);
        return;
      } catch (error) {
        // Each on its own now: the ones that can apply their events do, and a bad event halts only its own.
        this.#options.onError?.(error, running.map((p) => p.name).join('+'));
      }
    }
    for (const projection of running) {
      try {
        await this.#drain(projection);
      } catch (error) {
        this.#options.onError?.(error, projection.name);
        await this.#isolate(projection);
      }
    }
  }

  /** Feeds several read models from one read of the log per batch (shared-batch.ts). */
  async #drainShared(projections: readonly Projection[]): Promise<void> {
    let group = projections;
    while (group.length > 0) {
      const outcome = await runSharedBatch(
        this.#options.db,
        this.#options.log,
        group,
        this.#options.batchSize,
      );
      for (const projection of group)
        if (!outcome.locked.includes(projection)) this.#options.progress.elsewhere(projection.name);
      for (const [name, at] of outcome.checkpoints) this.#options.progress.passed(name, at);
      if (outcome.changes.length > 0) this.#options.publish(outcome.changes);
      if (outcome.read < this.#options.batchSize) return;
      group = outcome.locked;
    }
  }

  async #isolate(projection: Projection): Promise<void> {
    for (let i = 0; i < this.#options.batchSize; i++) {
      try {
        const outcome = await this.#runBatch(projection, false, 1);
        this.#report(projection, outcome);
        if (outcome.status === 'busy' || outcome.processed === 0) return;
        if (outcome.changes.length > 0) this.#options.publish(outcome.changes);
      } catch (error) {
        const event = this.#applying;
        if (event && isPermanentApplyFailure(error)) {
          this.#options.stalls.record({
            projection: projection.name,
            position: event.position.toString(),
            error: error instanceof Error ? error.message : String(error),
          });
          this.#options.onError?.(error, projection.name);
        }
        return;
      }
    }
  }

  /** Empties a projection's tables and replays the whole log into it, in batches. */
  async rebuild(name: string): Promise<void> {
    const projection = this.#options.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`no projection named ${name}`);
    this.#options.stalls.clear(name);
    await this.#options.db.transaction().execute(async (trx) => {
      // Waits for a node that is mid-batch; the reset and its tables change together.
      await sql`select pg_advisory_xact_lock(hashtext('kviss-projection'), hashtext(${name}))`.execute(trx);
      for (const table of projection.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
      await deleteCheckpoint(trx, name);
    });
    this.#options.progress.passed(name, LOG_START);
    // A rebuild waits its turn for each batch rather than leaving when another node is busy:
    // it must end with the whole log applied.
    await this.#drain(projection, { waitForLock: true });
  }

  async #drain(projection: Projection, { waitForLock = false } = {}): Promise<void> {
    for (;;) {
      const outcome = await this.#runBatch(projection, waitForLock);
      this.#report(projection, outcome);
      if (outcome.status === 'busy') return;
      if (outcome.changes.length > 0) this.#options.publish(outcome.changes);
      // A batch that was not full read all there was: one more would only find nothing (what is
      // appended meanwhile wakes the runner again).
      if (outcome.processed < this.#options.batchSize) return;
    }
  }

  #runBatch(
    projection: Projection,
    waitForLock: boolean,
    limit = this.#options.batchSize,
  ): Promise<BatchOutcome> {
    const { db, log } = this.#options;
    return db.transaction().execute(async (trx): Promise<BatchOutcome> => {
      if (waitForLock) {
        await sql`select pg_advisory_xact_lock(hashtext('kviss-projection'), hashtext(${projection.name}))`.execute(
          trx,
        );
      } else {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_xact_lock(hashtext('kviss-projection'), hashtext(${projection.name})) as locked
        `.execute(trx);
        if (!rows[0]?.locked) return { status: 'busy' };
      }
      const after: LogPosition = await readCheckpoint(trx, projection.name);
      const events = await log.read(trx, after, { limit, types: projection.eventTypes });
      if (events.length === 0) return { status: 'done', processed: 0, changes: [], at: after };
      this.#applying = events.length === 1 ? events[0]! : null;
      const changes = await applyEvents(projection, trx, events);
      const last = events.at(-1)!;
      const at = { transactionId: last.transactionId, position: last.position };
      await writeCheckpoint(trx, projection.name, at);
      return { status: 'done', processed: events.length, changes, at };
    });
  }

  /** After a batch has committed (or found the read model busy on another node). */
  #report(projection: Projection, outcome: BatchOutcome): void {
    if (outcome.status === 'busy') this.#options.progress.elsewhere(projection.name);
    else this.#options.progress.passed(projection.name, outcome.at);
  }

  /**
   * Coalesces wake-ups: one pass at a time, and one more if woken meanwhile, no sooner than
   * `passIntervalMs` after the last one started.
   */
  #schedule(): void {
    if (this.#stopped) return;
    if (this.#running || this.#paced) {
      this.#again = true;
      return;
    }
    const wait = this.#lastPassStarted + this.#options.passIntervalMs - performance.now();
    if (wait > 0) {
      this.#paced = setTimeout(() => {
        this.#paced = null;
        this.#schedule();
      }, wait);
      return;
    }
    this.#lastPassStarted = performance.now();
    this.#again = false;
    this.#running = this.#catchUpAppended().finally(() => {
      this.#running = null;
      if (this.#again) this.#schedule();
    });
  }

  #arm(): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      // The safety net looks at every read model: a wake-up may have been lost.
      this.#note(null);
      this.#schedule();
      this.#arm();
    }, this.#options.pollIntervalMs);
    this.#timer.unref();
  }
}
