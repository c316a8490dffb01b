import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port.ts';

/*
 * README's first command on a fresh clone (of what is committed): it must serve the real app, not a
 * "not built yet" page. `npm install` is stood in for by linking this checkout's node_modules, which
 * holds the same packages the lock file names.
 */
describe("README's start command on a fresh clone", () => {
  let clone: string;
  let server: ChildProcess | undefined;
  let output = '';
  let url: string;

  beforeAll(async () => {
    clone = await mkdtemp(path.join(tmpdir(), 'kviss-clone-'));
    await chmod(clone, 0o755);
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), path.join(clone, 'kviss')]);
    await symlink(path.resolve('node_modules'), path.join(clone, 'kviss/node_modules'), 'dir');
  });
  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGINT');
      await exited;
    }
    await rm(clone, { recursive: true, force: true });
  });

  it('serves the web app at /', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const [, command] = readme.match(/```sh\n(.+)\n```/) ?? [];
    expect(command).toBe('npm install && npm start');

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn('npm', ['start'], {
      cwd: path.join(clone, 'kviss'),
      // Its own process group, so stopping it reaches npm's child, the server.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        KVISS_EMBEDDED_PG_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js"/);
  }, 180_000);
});
