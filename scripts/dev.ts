import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the API (restarted on change) on :3000 and Vite's dev
 * server with hot reload, which proxies /api and /ws to it. Ctrl-C stops both.
 */
const vite = path.resolve('node_modules/vite/bin/vite.js');
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    [
      '--watch-path=api',
      '--watch-path=commands',
      '--watch-path=domain',
      '--watch-path=projections',
      'api/server.ts',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    },
  ),
  spawn(process.execPath, [vite], { stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
