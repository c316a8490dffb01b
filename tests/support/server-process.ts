import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearLeftoverPostgres } from '../../api/database/leftover-postgres.ts';
import { freePort } from './free-port.ts';

/**
 * `node api/server.ts` in a process of its own, as `npm start` runs it, so a
 * test can kill it outright (SIGKILL) and start it again on the same data.
 * With `databaseUrl` null it runs on its embedded PostgreSQL, in a data
 * directory of its own, on a free port. `settings` add to or override its
 * environment (KVISS_EMBEDDED_PG_PORT, REDIS_URL, KVISS_NODE_ID…).
 */
export async function serverProcess(databaseUrl: string | null, settings: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kviss-proc-'));
  // As root the embedded postgres runs as its own user, which must reach its data directory.
  await chmod(dataDir, 0o755);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    KVISS_EMBEDDED_PG_PORT: String(await freePort()),
    PORT: String(port),
    HOST: '127.0.0.1',
    KVISS_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    KVISS_CAPTCHA_MAX_NUMBER: '1000',
    ...settings,
  };
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;
  /** What the server wrote (its log), so a test can read why it did not start. */
  let output = '';

  async function start() {
    output = '';
    const running = spawn(process.execPath, ['api/server.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = running;
    running.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    running.stderr?.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (running.exitCode !== null) throw new Error(`server exited with ${running.exitCode}:\n${output}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Resolves once the server has exited by itself (a start that failed), with its exit code. */
  function exited(): Promise<number | null> {
    const running = child;
    if (!running || running.exitCode !== null) return Promise.resolve(running?.exitCode ?? null);
    return new Promise((resolve) => running.once('exit', (code) => resolve(code)));
  }

  /** Like a power cut: no shutdown, no flushing, nothing (an embedded PostgreSQL lives on, orphaned). */
  async function killHard() {
    const dying = child;
    // A process that was killed has no exit code, only the signal: it is gone all the same.
    if (!dying || dying.exitCode !== null || dying.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      dying.once('exit', () => resolve());
      dying.kill('SIGKILL');
    });
  }

  return {
    url,
    port,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    dataDir,
    env,
    start,
    killHard,
    exited,
    output: () => output,
    async stop() {
      await killHard();
      // An embedded PostgreSQL a hard kill left running would outlive the test run.
      if (databaseUrl === null) await clearLeftoverPostgres(path.join(dataDir, 'pg'));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
