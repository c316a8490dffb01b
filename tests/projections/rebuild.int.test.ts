import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../projections/all.ts';
import { postgresBackends } from '../support/backends.ts';
import { liveQuiz } from '../support/live-quiz.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const run = promisify(execFile);

describe.each(postgresBackends())('npm run projections:rebuild ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let people: Array<Awaited<ReturnType<typeof signUp>>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    people = [await signUp(t.app, 'Åse Ødegård'), await signUp(t.app, 'Jean Dupont')];
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: people[1]!.headers,
      payload: { name: 'Jean-Luc Dupont' },
    });
    await liveQuiz(t.app, people[0]!.headers);
    await t.runner.stop();
  });
  afterAll(async () => t?.close());

  /** Every row of every read model, in a stable order. */
  async function readModels() {
    const rows: Record<string, unknown[]> = {};
    for (const table of allProjections.flatMap((p) => p.tables)) {
      const { rows: found } = await sql<Record<string, unknown>>`
        select to_jsonb(t) as row from ${sql.table(table)} t order by to_jsonb(t)::text
      `.execute(t.db);
      rows[table] = found.map((r) => r.row);
    }
    return rows;
  }

  it('rebuilds every read model into the rows the server made, and everyone can still sign in', async () => {
    const before = await readModels();
    expect(before.rm_users).toHaveLength(2);

    // As an operator runs it beside the server: its own process, the installation's secret from the environment.
    await run(process.execPath, ['api/cli/rebuild-projections.ts'], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, KVISS_SECRET: t.secretRoot!, REDIS_URL: '' },
    });
    await run(process.execPath, ['api/cli/rebuild-projections.ts', 'users'], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, KVISS_SECRET: t.secretRoot!, REDIS_URL: '' },
    });

    expect(await readModels()).toEqual(before);
    for (const person of people) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.email, password: 'correct horse battery' },
      });
      expect(login.statusCode).toBe(200);
    }
  });
});
