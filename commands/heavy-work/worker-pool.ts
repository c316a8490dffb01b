import { MessageChannel, type MessagePort, type TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { DomainError } from '../../domain/shared/domain-error.ts';

/**
 * Heavy work off the event loop (DESIGN §7): jobs run in a bounded pool of worker threads (piscina), so
 * a report's PDF that takes seconds of CPU never delays a request or a live game. Bounded three ways:
 * - threads: few, and at a lower CPU priority (nice) than the event loop, which wins a contended core;
 * - the queue: when every thread is busy and `queue` jobs wait, another is refused at once with
 *   503 `server_busy` and a Retry-After, rather than waiting minutes;
 * - each job: a time limit counted from when a thread starts it (not while it queues) and a heap limit
 *   (the worker's `resourceLimits`); a job past either is stopped (its thread terminated and replaced)
 *   and its caller gets 422 `work_too_heavy`.
 */

export interface WorkerPoolSettings {
  /** The worker module (a .ts file Node runs as it is); its default export takes a job. */
  filename: URL;
  threads: number;
  /** Jobs that may wait for a thread. */
  queue: number;
  /** The most one job may run, from the moment a thread takes it. */
  timeLimitMs: number;
  /** The heap one job may use (V8 old generation). */
  memoryLimitMb: number;
  /** What a refused caller is told to wait. */
  retryAfterMs?: number;
}

/** What a job receives beside its own data: the port it says "started" on. */
export interface JobEnvelope<J> {
  job: J;
  started: MessagePort;
}

/** Raised by a job in the worker when it starts, so the time limit counts running time only. */
export function reportStarted(envelope: JobEnvelope<unknown>): void {
  envelope.started.postMessage('started');
  envelope.started.close();
}

export class WorkerPool {
  readonly #settings: WorkerPoolSettings;
  #pool: Piscina | null = null;
  /** Jobs taken and not yet settled: running ones and waiting ones. */
  #pending = 0;

  constructor(settings: WorkerPoolSettings) {
    this.#settings = settings;
  }

  /**
   * The threads start with the first job, not with the server: most processes (tests, a node that
   * never exports) need none. Kept alive once started (minThreads = maxThreads): a replaced thread
   * picks the queue up again, which piscina 5 does not do for a pool allowed to shrink to none.
   */
  #piscina(): Piscina {
    this.#pool ??= new Piscina({
      filename: this.#settings.filename.href,
      minThreads: this.#settings.threads,
      maxThreads: this.#settings.threads,
      resourceLimits: { maxOldGenerationSizeMb: this.#settings.memoryLimitMb },
      // The event loop answers requests and runs live games: it gets the CPU first (Linux, macOS).
      niceIncrement: 10,
    });
    return this.#pool;
  }

  /** Jobs running or waiting for a thread (for monitoring, and for tests that need one under way). */
  get load(): number {
    return this.#pending;
  }

  /** Runs `job` in a worker thread; refuses at once when the pool is full. */
  async run<J, R>(job: J, transferList: TransferListItem[] = []): Promise<R> {
    const { threads, queue, timeLimitMs, retryAfterMs = 5_000 } = this.#settings;
    if (this.#pending >= threads + queue) throw new DomainError('server_busy', { retryAfterMs });
    this.#pending++;
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => stop.abort(), timeLimitMs);
    });
    try {
      const envelope: JobEnvelope<J> = { job, started: port2 };
      return (await this.#piscina().run(envelope, {
        signal: stop.signal,
        transferList: [port2, ...transferList],
      })) as R;
    } catch (error) {
      if (stop.signal.aborted || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new DomainError('work_too_heavy', { timeLimitSeconds: Math.round(timeLimitMs / 1000) });
      throw error;
    } finally {
      this.#pending--;
      clearTimeout(timer);
      port1.close();
    }
  }

  async close(): Promise<void> {
    await this.#pool?.destroy();
    this.#pool = null;
  }
}
