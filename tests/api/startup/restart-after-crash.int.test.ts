import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port.ts';
import { serverProcess } from '../../support/server-process.ts';

/*
 * `npm start` on the embedded PostgreSQL (the default) after the server was killed outright: the old
 * postgres lives on, orphaned, holding the data directory and the port. The next start clears it and
 * serves; a start that cannot succeed says why.
 */
describe('starting again after the server was killed (embedded PostgreSQL)', () => {
  let server: Awaited<ReturnType<typeof serverProcess>> | undefined;
  let blocker: Server | undefined;
  afterEach(async () => {
    await server?.stop();
    await new Promise((resolve) => (blocker ? blocker.close(resolve) : resolve(undefined)));
    server = blocker = undefined;
  });

  it('serves again after kill -9, with what was there before', async () => {
    server = await serverProcess(null);
    await server.start();
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Power Cut', email: 'cut@example.org', password: 'kill dash nine' }),
    });
    const { data } = (await registered.json()) as { data: { token: string } };

    await server.killHard();
    await server.start();

    const profile = await fetch(`${server.url}/api/users/me/profile`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ data: { email: 'cut@example.org' } });
  }, 120_000);

  it('leaves a running server alone when a second one is started on its data', async () => {
    server = await serverProcess(null);
    await server.start();
    const second = await serverProcess(null, {
      KVISS_DATA_DIR: server.dataDir,
      KVISS_EMBEDDED_PG_PORT: server.env.KVISS_EMBEDDED_PG_PORT,
    });
    try {
      await expect(second.start()).rejects.toThrow(/belongs to another running Kviss/);
    } finally {
      await second.stop();
    }
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('stops the PostgreSQL it started when a later step fails', async () => {
    const httpPort = await freePort();
    server = await serverProcess(null, { PORT: String(httpPort) });
    // Something else holds the HTTP port: the database is up by the time listening fails.
    const holder = createServer();
    blocker = holder;
    await new Promise<void>((resolve) => holder.listen(httpPort, '127.0.0.1', resolve));

    await expect(server.start()).rejects.toThrow();
    expect(server.output()).toMatch(/Kviss could not start: .*address already in use/i);
    expect(existsSync(path.join(server.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('says why it could not start, and starts once the cause is gone', async () => {
    const pgPort = await freePort();
    server = await serverProcess(null, { KVISS_EMBEDDED_PG_PORT: String(pgPort) });
    // Something else holds the embedded PostgreSQL's port.
    const holder = createServer();
    blocker = holder;
    await new Promise<void>((resolve) => holder.listen(pgPort, '127.0.0.1', resolve));

    await expect(server.start()).rejects.toThrow();
    expect(await server.exited()).toBe(1);
    expect(server.output()).toMatch(/Kviss could not start: .*Address already in use/);

    await new Promise((resolve) => holder.close(resolve));
    blocker = undefined;
    await server.start();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);
});
