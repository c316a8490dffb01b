import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = async (command: string, args: string[]) => (await promisify(execFile)(command, args)).stdout;

/** What was found in the data directory before starting, so the operator's log can say what was cleaned up. */
export type Leftover =
  | { kind: 'none' }
  | { kind: 'stale-pid-file'; pid: number }
  | { kind: 'orphaned-server'; pid: number };

export class DataDirectoryInUseError extends Error {
  constructor(dataDir: string, pid: number, parentPid: number) {
    super(
      `the embedded PostgreSQL in ${dataDir} (pid ${pid}) belongs to another running Kviss (pid ${parentPid}); stop that one first`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

interface ProcessInfo {
  alive: boolean;
  /** The command line, where the platform tells it (Linux /proc). */
  commandLine: string | null;
  parentPid: number | null;
}

/**
 * Clears what a previous run killed outright (`kill -9`, power cut) left in the embedded cluster's data
 * directory, before it starts again. postgres outlives the node process that spawned it and keeps the
 * port and the data directory; a `postmaster.pid` whose process is gone, or whose number now belongs to
 * another program, makes postgres refuse to start.
 */
export async function clearLeftoverPostgres(
  dataDir: string,
  options: { stopTimeoutMs?: number } = {},
): Promise<Leftover> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const lines = await readFile(pidFile, 'utf8').then(
    (text) => text.split('\n'),
    () => null,
  );
  if (!lines) return { kind: 'none' };
  const pid = Number(lines[0]);
  const process_ = Number.isInteger(pid) && pid > 0 ? await inspect(pid) : null;
  if (!process_?.alive || !isPostgresFor(process_, dataDir, lines[1])) {
    await rm(pidFile, { force: true });
    return { kind: 'stale-pid-file', pid };
  }
  const parent = process_.parentPid ? await inspect(process_.parentPid) : null;
  if (
    process_.parentPid !== 1 &&
    parent?.alive &&
    parent.commandLine !== null &&
    /\bnode\b|kviss/i.test(parent.commandLine)
  ) {
    throw new DataDirectoryInUseError(dataDir, pid, process_.parentPid!);
  }
  await stopPostgres(pid, pidFile, options.stopTimeoutMs ?? 30_000);
  return { kind: 'orphaned-server', pid };
}

/** The pid file names our data directory, and the process (where the platform tells) is a postgres. */
function isPostgresFor(process_: ProcessInfo, dataDir: string, pidFileDataDir: string | undefined): boolean {
  if (pidFileDataDir !== undefined && path.resolve(pidFileDataDir) !== path.resolve(dataDir)) return false;
  return process_.commandLine === null || /postgres/.test(process_.commandLine);
}

async function inspect(pid: number): Promise<ProcessInfo> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but is not ours to signal.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM')
      return { alive: false, commandLine: null, parentPid: null };
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return inspectWithPs(pid);
  // "pid (comm) state ppid …"; comm may hold spaces and parentheses, so read after the last ")".
  const [state, parentPid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // A zombie has exited; only its parent has not collected it yet.
  if (state === 'Z' || state === 'X') return { alive: false, commandLine: null, parentPid: null };
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').then(
    (text) => text.replaceAll('\0', ' '),
    () => null,
  );
  return { alive: true, commandLine, parentPid: Number(parentPid) || null };
}

/** Where there is no /proc (macOS): ps tells the same. Without ps either (Windows), only that it lives. */
async function inspectWithPs(pid: number): Promise<ProcessInfo> {
  const output = await run('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)]).catch((error: unknown) =>
    // No ps at all: nothing more to learn. ps exiting 1: the process has just gone.
    (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : '',
  );
  if (output === null) return { alive: true, commandLine: null, parentPid: null };
  const match = output.trim().match(/^(\d+)\s+(\S+)\s+(.*)$/);
  if (!match) return { alive: false, commandLine: null, parentPid: null };
  if (match[2]!.startsWith('Z')) return { alive: false, commandLine: null, parentPid: null };
  return { alive: true, commandLine: match[3]!, parentPid: Number(match[1]) || null };
}

/** Fast shutdown (SIGINT): ends the sessions, writes a checkpoint and removes postmaster.pid. */
async function stopPostgres(pid: number, pidFile: string, timeoutMs: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while ((await inspect(pid)).alive) {
    if (Date.now() > deadline)
      throw new Error(`the leftover PostgreSQL (pid ${pid}) did not stop within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await rm(pidFile, { force: true });
}
