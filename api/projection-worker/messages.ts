import type { ReadModelChange } from '../../projections/projection.ts';
import type { StalledProjection } from '../../projections/stalls.ts';

/** What the server hands the projection worker when it starts it. */
export interface ProjectionWorkerSetup {
  databaseUrl: string;
  /** The personal-data vault's key: projections read the log with personal data opened. */
  vaultMasterKey: Uint8Array;
}

/** An error as it crosses from the worker: enough for the server's log. */
export interface WorkerError {
  message: string;
  stack?: string;
  code?: string;
}

export type FromProjectionWorker =
  | { type: 'started' }
  | { type: 'changes'; changes: ReadModelChange[] }
  | { type: 'stall'; stall: StalledProjection }
  | { type: 'unstall'; projection: string }
  | { type: 'error'; projection: string; error: WorkerError }
  | { type: 'stopped' };

export type ToProjectionWorker = { type: 'stop' };

export function workerErrorOf(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { message: error.message, stack: error.stack, ...(typeof code === 'string' ? { code } : {}) };
}
