import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../tests/support/free-port.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Its data folder (KVISS_DATA_DIR): the media store is `media/` inside it. */
  dataDir: string;
  /** The node flags it runs with: `npm start`'s, then any from BENCH_SERVER_NODE_ARGS. */
  nodeFlags: string[];
  /** Resolves once GET /api/health answers; rejects if the server exits or takes too long. */
  ready(): Promise<void>;
  /** Exited before we asked it to: every figure after that would be meaningless. */
  exited(): boolean;
  stop(): Promise<void>;
}

/**
 * `npm start` in a process of its own, as production runs it, so the load
 * generator's work never shows up in the server's event loop (the two still
 * share the machine's cores). Its logs go to our stderr: stdout carries only
 * the benchmark's JSON line. Returns as soon as it is spawned, so the
 * caller can register `stop` before waiting for it to be ready.
 */
export async function startServerProcess(databaseUrl: string, maxPlayers: number): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kviss-bench-live-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const nodeFlags = [...(await startFlags()), ...nodeArgs];
  const child = spawn(process.execPath, [...nodeFlags, 'api/server.ts'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      KVISS_DATA_DIR: dataDir,
      KVISS_MAX_PLAYERS: String(maxPlayers),
      // As `npm start` runs the server: few malloc arenas, or picture decoding keeps memory it freed.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      // Phones say which classroom network they come from (socket.ts): joins are limited per address.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      KVISS_CAPTCHA_MAX_NUMBER: '1000',
      REDIS_URL: '',
      SMTP_URL: '',
    },
  });
  child.stdout!.pipe(process.stderr, { end: false });
  child.stderr!.pipe(process.stderr, { end: false });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    try {
      await stopChild(child, () => exited);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
  return {
    url,
    pid: child.pid!,
    dataDir,
    nodeFlags,
    ready: () => waitForHealth(url, () => exited),
    exited: () => exited,
    stop,
  };
}

/** The node flags `npm start` gives the server (package.json), so the server measured is the one shipped. */
async function startFlags(): Promise<string[]> {
  const { scripts } = JSON.parse(await readFile(path.join(REPO, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const flags = /\bnode ((?:--\S+ )*)api\/server\.ts\b/.exec(scripts.start)?.[1];
  if (flags === undefined)
    throw new Error('package.json "start" no longer runs `node [--flags] api/server.ts`');
  return flags.split(' ').filter(Boolean);
}

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (exited()) throw new Error('the server exited while starting (its log is above)');
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await sleep(100);
  }
  throw new Error(`the server did not answer ${url}/api/health within ${READY_TIMEOUT_MS} ms`);
}

/** SIGTERM lets it shut down in order (server.ts); one that hangs is killed. */
async function stopChild(child: ChildProcess, exited: () => boolean): Promise<void> {
  if (exited()) return;
  const gone = once(child, 'exit');
  child.kill('SIGTERM');
  // Unreferenced: a prompt exit must not leave the benchmark waiting on this timer.
  const timer = sleep(STOP_TIMEOUT_MS, undefined, { ref: false }).then(() => 'timeout' as const);
  if ((await Promise.race([gone, timer])) === 'timeout') {
    console.error('[bench:live] the server did not stop in time; killing it');
    child.kill('SIGKILL');
    await gone;
  }
}
