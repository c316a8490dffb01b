import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../api/database/embedded-postgres.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedPostgresUrl: string;
  }
}

/** One embedded PostgreSQL for the whole run, in a fresh temporary directory. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kviss-test-pg-'));
  // The postgres user (as root, it runs as its own user) must reach its data dir.
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
  project.provide('embeddedPostgresUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
