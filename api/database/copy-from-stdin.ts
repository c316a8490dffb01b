import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const COPY_FROM_STDIN = /^\s*copy\s[\s\S]*\sfrom\s+stdin\s*$/i;

/**
 * Teaches a pooled client the one form of COPY the read models use to write many rows fast: a
 * `COPY … FROM STDIN` statement given one parameter, the rows in COPY's text format
 * (projections/copy-rows.ts makes both). It goes through Kysely like any statement, so it runs on the
 * transaction's own connection; PostgreSQL itself would refuse a COPY with a parameter, so no other
 * statement changes meaning. COPY is a few times faster than an INSERT for a batch of answers.
 */
export function teachCopyFromStdin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (text: unknown, values?: unknown) => Promise<unknown>;
  const patched = (text: unknown, values?: unknown) => {
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length === 1 &&
      typeof values[0] === 'string' &&
      COPY_FROM_STDIN.test(text)
    ) {
      return copyRows(client, text, values[0]);
    }
    return query(text, values);
  };
  client.query = patched as typeof client.query;
}

async function copyRows(client: pg.PoolClient, statement: string, rows: string) {
  const stream = client.query(copyFrom(statement));
  await pipeline(Readable.from([rows]), stream);
  // As pg reports a write, for Kysely's numAffectedRows.
  return { command: 'COPY', rowCount: stream.rowCount, rows: [], fields: [] };
}
