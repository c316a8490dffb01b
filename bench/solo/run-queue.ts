import { readdir, readFile } from 'node:fs/promises';

/**
 * Seconds the threads of process `pid` have spent runnable but waiting for a CPU (/proc/<pid>/task/
 * <tid>/schedstat, second field, in ns). On a machine shared with other work this is the delay no
 * code change removes: when it rivals the process's CPU time, latency figures measure the machine.
 */
export async function runQueueWaitSeconds(pid: number): Promise<number> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  let ns = 0;
  for (const tid of tasks) ns += (await schedstat(pid, Number(tid))).waitNs;
  return ns / 1e9;
}

/**
 * The event-loop thread alone (its thread id is the process id): seconds on a CPU and seconds
 * runnable but waiting for one. Every request waits on this thread, so its wait is the part of the
 * latency that the machine adds; the process-wide figure above also counts V8's GC helpers.
 */
export async function eventLoopThreadSeconds(pid: number): Promise<{ cpu: number; wait: number }> {
  const { cpuNs, waitNs } = await schedstat(pid, pid);
  return { cpu: cpuNs / 1e9, wait: waitNs / 1e9 };
}

async function schedstat(pid: number, tid: number): Promise<{ cpuNs: number; waitNs: number }> {
  const fields = (await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => '')).split(' ');
  return { cpuNs: Number(fields[0] ?? 0) || 0, waitNs: Number(fields[1] ?? 0) || 0 };
}
