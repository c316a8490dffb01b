import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadModelChange } from '../../projections/projection.ts';
import type { ProjectionStalls } from '../../projections/stalls.ts';
import type {
  FromProjectionWorker,
  ProjectionWorkerSetup,
  ToProjectionWorker,
  WorkerError,
} from './messages.ts';

export interface ProjectionWorkerOptions extends ProjectionWorkerSetup {
  /** Hands what changed to the websocket gateway. */
  publish: (changes: ReadModelChange[]) => void;
  /** The node's record of halted read models, which /api/health reports. */
  stalls: ProjectionStalls;
  log: FastifyBaseLogger;
  /** Wait before a worker that died is started again. */
  restartDelayMs?: number;
}

export interface ProjectionWorker {
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 15_000;

const errorOf = ({ message, stack, code }: WorkerError) =>
  Object.assign(new Error(message), { stack, ...(code ? { code } : {}) });

/**
 * Runs every projection in a worker thread, so read-model work (reading the log, thousands of rows a
 * batch) never holds up the event loop that answers players: with projections on it, an answer's p99
 * in bench:solo was set by batches and their garbage, not by the answer. Resolves once every read model
 * has caught up with the log, as the runner's own start does. A worker that dies is logged and started
 * again; its read models resume from their checkpoints.
 */
export async function startProjectionWorker(options: ProjectionWorkerOptions): Promise<ProjectionWorker> {
  const { publish, stalls, log, restartDelayMs = 1000 } = options;
  const setup: ProjectionWorkerSetup = {
    databaseUrl: options.databaseUrl,
    vaultMasterKey: new Uint8Array(options.vaultMasterKey),
  };
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;

  const spawn = (): { worker: Worker; started: Promise<void> } => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: setup });
    let hasStarted = false;
    const started = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromProjectionWorker) => {
        switch (message.type) {
          case 'started':
            hasStarted = true;
            resolve();
            return;
          case 'changes':
            publish(message.changes);
            return;
          case 'stall':
            stalls.record(message.stall);
            return;
          case 'unstall':
            stalls.clear(message.projection);
            return;
          case 'error':
            log.error({ err: errorOf(message.error), projection: message.projection }, 'projection failed');
            return;
          case 'stopped':
            return;
        }
      });
      worker.once('error', (error) => {
        log.error({ err: error }, 'the projection worker failed');
        reject(error);
      });
      worker.once('exit', (code) => {
        reject(new Error(`the projection worker exited (${code}) before it started`));
        // One that never started fails the server's start instead (the error above).
        if (stopping || !hasStarted || current.worker !== worker) return;
        log.error({ code }, `the projection worker stopped; starting it again in ${restartDelayMs} ms`);
        restartTimer = setTimeout(() => {
          restartTimer = null;
          if (stopping) return;
          current = spawn();
          current.started.catch(() => {});
        }, restartDelayMs);
      });
    });
    return { worker, started };
  };

  let current = spawn();
  await current.started;

  return {
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const { worker } = current;
      if (worker.threadId === -1) return;
      const stopped = new Promise<void>((resolve) => {
        worker.on('message', (message: FromProjectionWorker) => {
          if (message.type === 'stopped') resolve();
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'stop' } satisfies ToProjectionWorker);
      const timeout = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await stopped;
      clearTimeout(timeout);
      await worker.terminate();
    },
  };
}
