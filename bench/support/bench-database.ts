import type { Cleanup } from '../live/cleanup.ts';
import { startScratchEmbeddedPostgres } from './embedded-server.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * A scratch database for one benchmark run: on the PostgreSQL at DATABASE_URL when set, else on an
 * embedded one started for the run. `cleanup` drops the database and stops what was started.
 */
export async function benchDatabase(cleanup: Cleanup): Promise<{ url: string; external: boolean }> {
  const externalUrl = process.env.DATABASE_URL || null;
  let serverUrl = externalUrl;
  if (!serverUrl) {
    const embedded = await startScratchEmbeddedPostgres();
    cleanup.add('embedded PostgreSQL', () => embedded.stop());
    serverUrl = embedded.url;
  }
  const database = await createScratchDatabase(serverUrl);
  cleanup.add('scratch database', () => database.drop());
  return { url: database.url, external: externalUrl !== null };
}
