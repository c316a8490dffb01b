import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { type Config, readConfig } from '../../api/config.ts';
import { startKviss } from '../../api/start.ts';
import { outboxSuffix } from '../../commands/mail/outbox-mailer.ts';
import { createTestDatabase } from './backends.ts';
import { freePort } from './free-port.ts';

/**
 * The product as `npm start` runs it (built web app, API, websocket,
 * projections), listening on a free port, on a fresh database in the
 * embedded PostgreSQL of this test run, with a data folder of its own
 * (its secret, and e-mails written to `<dataDir>/outbox`). For browser tests.
 */
export async function startTestServer(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase(inject('embeddedPostgresUrl'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kviss-test-server-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = {
    ...readConfig({}),
    port,
    host: '127.0.0.1',
    // Little captcha work: browser tests create many quizzes.
    captchaMaxNumber: 1000,
    databaseUrl: database.url,
    redisUrl: null,
    dataDir,
    smtpUrl: null,
    publicUrl: url,
    // KVISS_WEB_DIST lets two checkouts' builds (or two people's) be tested side by side.
    webDistDir: path.resolve(process.env.KVISS_WEB_DIST ?? 'dist/web'),
    ...overrides,
  };
  const kviss = await startKviss(config, pino({ level: 'silent' }));
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    url,
    outboxDir,
    /** The server's own database, for a test that must do what an operator does beside it (a CLI). */
    databaseUrl: database.url,
    /** Every e-mail sent so far to `to`, as raw .eml text, oldest first. */
    async mailsTo(to: string): Promise<string[]> {
      const files = (await readdir(outboxDir).catch(() => [] as string[]))
        .filter((f) => f.endsWith(outboxSuffix(to)))
        .sort();
      return Promise.all(files.map((f) => readFile(path.join(outboxDir, f), 'utf8')));
    },
    async close() {
      await kviss.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
