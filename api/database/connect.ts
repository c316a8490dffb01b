import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { teachCopyFromStdin } from './copy-from-stdin.ts';

// int8 (bigint) columns arrive as strings by default; positions are bigints.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export interface Connection<DB> {
  db: Kysely<DB>;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * One pool per process. Sessions give up on transactions left idle so a
 * stuck client cannot hold back every log reader (DESIGN §2, xmin rule).
 */
export function connect<DB>(
  connectionString: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): Connection<DB> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    options: '-c idle_in_transaction_session_timeout=60000',
  });
  // A connection the server drops (restart, failover, a transaction left idle too long) must not
  // crash the process: idle ones are replaced by the pool; one in use fails its own query only.
  const onError = options.onIdleError ?? (() => {});
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    teachCopyFromStdin(client);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}
