import os from 'node:os';
import { WorkerPool, type WorkerPoolSettings } from '../../commands/heavy-work/worker-pool.ts';

/**
 * The process's one pool for heavy work (DESIGN §7), sized for the machine: one thread fewer than the
 * cores (at least one), so the event loop keeps a core while files are made; four jobs may wait
 * behind them. A report's file gets a minute and 512 MB of heap: the largest hall (10,000 players,
 * bench:reports) takes a few seconds and well under that. An operator may change each
 * (KVISS_HEAVY_WORK_THREADS, _QUEUE, _TIME_LIMIT_MS, _MEMORY_LIMIT_MB).
 */
export function heavyWorkSettings(env: NodeJS.ProcessEnv = process.env): WorkerPoolSettings {
  const number = (name: string, fallback: number, least = 1) => {
    const text = env[`KVISS_HEAVY_WORK_${name}`];
    const value = Number(text);
    return text && Number.isInteger(value) && value >= least ? value : fallback;
  };
  return {
    filename: new URL('./worker.ts', import.meta.url),
    threads: number('THREADS', Math.max(1, os.availableParallelism() - 1)),
    queue: number('QUEUE', 4, 0),
    timeLimitMs: number('TIME_LIMIT_MS', 60_000),
    memoryLimitMb: number('MEMORY_LIMIT_MB', 512),
  };
}

let shared: WorkerPool | null = null;

/** The pool, made when first asked for; its threads start with its first job. */
export function heavyWork(): WorkerPool {
  shared ??= new WorkerPool(heavyWorkSettings());
  return shared;
}
