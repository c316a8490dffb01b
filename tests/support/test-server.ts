import path from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { readConfig } from '../../api/config.ts';
import { startKviss } from '../../api/start.ts';
import { createTestDatabase } from './backends.ts';
import { freePort } from './free-port.ts';

/**
 * The product as `npm start` runs it (built web app, API, websocket,
 * projections), listening on a free port, on a fresh database in the
 * embedded PostgreSQL of this test run. For browser tests.
 */
export async function startTestServer(): Promise<{ url: string; close(): Promise<void> }> {
  const database = await createTestDatabase(inject('embeddedPostgresUrl'));
  const port = await freePort();
  const config = {
    ...readConfig({}),
    port,
    host: '127.0.0.1',
    databaseUrl: database.url,
    redisUrl: null,
    webDistDir: path.resolve('dist/web'),
  };
  const kviss = await startKviss(config, pino({ level: 'silent' }));
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await kviss.close();
      await database.drop();
    },
  };
}
