import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../api/database/embedded-postgres.ts';
import { freePort } from '../../tests/support/free-port.ts';

export interface ScratchServer {
  /** URL of the cluster's `postgres` database. */
  url: string;
  /** Stops PostgreSQL and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * A throw-away embedded PostgreSQL in a fresh temporary directory, so a
 * benchmark never touches ./data/pg. Cleans up after itself if start-up fails.
 */
export async function startScratchEmbeddedPostgres(): Promise<ScratchServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kviss-bench-pg-'));
  const removeDir = () => rm(dir, { recursive: true, force: true });
  try {
    // As root, postgres runs as its own user and must be able to enter the parent.
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort() });
    return {
      url: server.url,
      async stop() {
        try {
          await server.stop();
        } finally {
          await removeDir();
        }
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
}
