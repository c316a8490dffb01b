import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface PostgresBackend {
  name: 'embedded' | 'external';
  /** Server URL (any database on it); tests make their own database there. */
  serverUrl: string;
}

/**
 * Contract suites run on every backend: the embedded PostgreSQL always, the
 * external one when DATABASE_URL is set (as .ci/run does).
 */
export function postgresBackends(): PostgresBackend[] {
  const backends: PostgresBackend[] = [{ name: 'embedded', serverUrl: inject('embeddedPostgresUrl') }];
  if (process.env.DATABASE_URL) backends.push({ name: 'external', serverUrl: process.env.DATABASE_URL });
  return backends;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file; dropped afterwards. Never touches the server's other databases. */
export async function createTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `kviss_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Redis for contract suites, when REDIS_URL is set. */
export const redisUrl = process.env.REDIS_URL;
