import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { copyRows } from '../../projections/copy-rows.ts';
import { postgresBackends } from '../support/backends.ts';
import { useEventStore } from '../support/event-store-fixture.ts';

/** COPY … FROM STDIN through Kysely (projections/copy-rows.ts, api/database/copy-from-stdin.ts). */
describe.each(postgresBackends())('copying rows into a read model ($name PostgreSQL)', (backend) => {
  const fixture = useEventStore(backend);
  const db = () => fixture.connection.db;
  const columns = ['id', 'name', 'doc', 'n', 'ok', 'at'];

  const table = async (name: string) => {
    await sql`create table ${sql.table(name)} (id integer primary key, name text, doc jsonb, n integer, ok boolean, at timestamptz)`.execute(
      db(),
    );
  };

  it('stores text with tabs, newlines, backslashes and quotes exactly, nulls as nulls', async () => {
    await table('copy_plain');
    const awkward = 'tab\there\nnew line\r\\back\\slash "quoted" Ærlig ☃';
    await copyRows(db(), 'copy_plain', columns, [
      [1, awkward, JSON.stringify({ text: awkward, list: [1, 2] }), 7, true, '2026-11-25T10:00:00.123Z'],
      [2, null, null, null, false, null],
    ]);
    const { rows } = await sql<{
      id: number;
      name: string | null;
      doc: unknown;
      n: number | null;
      ok: boolean;
      at: Date | null;
    }>`select * from copy_plain order by id`.execute(db());
    expect(rows).toEqual([
      {
        id: 1,
        name: awkward,
        doc: { text: awkward, list: [1, 2] },
        n: 7,
        ok: true,
        at: new Date('2026-11-25T10:00:00.123Z'),
      },
      { id: 2, name: null, doc: null, n: null, ok: false, at: null },
    ]);
  });

  it('belongs to the transaction it runs in: a rollback takes the rows back', async () => {
    await table('copy_rollback');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await copyRows(trx, 'copy_rollback', columns, [[1, 'kept?', null, 1, true, null]]);
          const { rows } = await sql`select count(*)::int as n from copy_rollback`.execute(trx);
          expect(rows).toEqual([{ n: 1 }]);
          throw new Error('changed my mind');
        }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await sql`select count(*)::int as n from copy_rollback`.execute(db());
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('fails as a whole on a duplicate key, and the connection serves the next statement', async () => {
    await table('copy_duplicate');
    await copyRows(db(), 'copy_duplicate', columns, [[1, 'first', null, 1, true, null]]);
    await expect(
      copyRows(db(), 'copy_duplicate', columns, [
        [2, 'second', null, 1, true, null],
        [1, 'again', null, 1, true, null],
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await sql`select id, name from copy_duplicate order by id`.execute(db());
    expect(rows).toEqual([{ id: 1, name: 'first' }]);
  });

  it('leaves ordinary statements with parameters alone', async () => {
    const { rows } = await sql<{ echo: string }>`select ${'copy x from stdin'}::text as echo`.execute(db());
    expect(rows).toEqual([{ echo: 'copy x from stdin' }]);
  });
});
