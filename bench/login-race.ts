/**
 * Login race (issue 9, item 9): one address sends 30 wrong passwords and
 * the right one at the same moment, against the server in this process on
 * a scratch database. Prints one JSON line: how many passwords the server
 * evaluated (401), how many it refused unread (429), and whether the right
 * one signed in. The limit is 5 per account and address.
 *
 *   npm run bench:login-race            (DATABASE_URL to use an external PostgreSQL)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig } from '../api/config.ts';
import { startKviss } from '../api/start.ts';
import { freePort } from '../tests/support/free-port.ts';
import { startScratchEmbeddedPostgres } from './support/embedded-server.ts';
import { createScratchDatabase } from './support/scratch-database.ts';

const WRONG = 30;
const PASSWORD = 'correct horse battery';

const postgres = process.env.DATABASE_URL ? null : await startScratchEmbeddedPostgres();
const database = await createScratchDatabase(process.env.DATABASE_URL ?? postgres!.url);
const dataDir = await mkdtemp(path.join(tmpdir(), 'kviss-bench-login-'));
const port = await freePort();
const kviss = await startKviss(
  {
    ...readConfig({}),
    port,
    host: '127.0.0.1',
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL ?? null,
    dataDir,
    webDistDir: path.join(dataDir, 'no-web'),
  },
  pino({ level: 'silent' }),
);
try {
  const post = (url: string, body: object) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `race-${randomUUID()}@example.org`;
  const registered = await post('/api/auth/register', { name: 'Raced Person', email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);

  const attempts = [
    ...Array.from({ length: WRONG }, (_, i) => post('/api/auth/login', { email, password: `guess ${i}` })),
    post('/api/auth/login', { email, password: PASSWORD }),
  ];
  const statuses = (await Promise.all(attempts)).map((response) => response.status);
  console.log(
    JSON.stringify({
      bench: 'login-race',
      wrong_sent: WRONG,
      evaluated: statuses.filter((s) => s === 401).length,
      refused_unread: statuses.filter((s) => s === 429).length,
      right_password_signed_in: statuses.at(-1) === 200,
      limit: 5,
    }),
  );
} finally {
  await kviss.close();
  await database.drop();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
