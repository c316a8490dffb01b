import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type Connection, connect } from './connect.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureDatabase } from './ensure-database.ts';

export interface OpenDatabase {
  url: string;
  connection: Connection<unknown>;
  /** Closes the pool, then stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL with its data in
 * `<dataDir>/pg` (started here, initialised on first use).
 */
export async function openDatabase(config: Config, log: FastifyBaseLogger): Promise<OpenDatabase> {
  let embedded: EmbeddedServer | null = null;
  let url = config.databaseUrl;
  if (!url) {
    const dataDir = path.join(config.dataDir, 'pg');
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: config.embeddedPostgresPort,
      onLog: (line) => log.debug({ postgres: line }),
      onLeftover: (leftover) =>
        log.warn({ leftover }, 'cleared what a previous run killed outright left behind'),
    });
    const started = embedded;
    url = await ensureDatabase(embedded.url, 'kviss').catch(async (error: unknown) => {
      await started.stop();
      throw error;
    });
    log.info({ port: embedded.port, dataDir }, 'embedded PostgreSQL started');
  }
  const connection = connect<unknown>(url, {
    onIdleError: (error) => log.warn({ err: error }, 'database connection dropped'),
  });
  return {
    url,
    connection,
    async close() {
      await connection.close();
      await embedded?.stop();
    },
  };
}
