import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * `node api/server.ts` in a process of its own, as `npm start` runs it, so a
 * test can kill it outright (SIGKILL) and start it again on the same data.
 * `settings` add to or override its environment (REDIS_URL, KVISS_SECRET, KVISS_NODE_ID for a node
 * among several).
 */
export async function serverProcess(databaseUrl: string, settings: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kviss-proc-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
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

  async function start() {
    child = spawn(process.execPath, ['api/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const healthy = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      if (Date.now() > deadline) throw new Error('server did not become healthy');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Like a power cut: no shutdown, no flushing, nothing. */
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
    start,
    killHard,
    async stop() {
      await killHard();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
