import { readdir, readFile } from 'node:fs/promises';

/**
 * Seconds the threads of process `pid` have spent runnable but waiting for a CPU (/proc/<pid>/task/
 * <tid>/schedstat, second field, in ns). On a machine shared with other work this is the delay no
 * code change removes: when it rivals the process's CPU time, latency figures measure the machine.
 */
export async function runQueueWaitSeconds(pid: number): Promise<number> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  let ns = 0;
  for (const tid of tasks) {
    const stat = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => '');
    ns += Number(stat.split(' ')[1] ?? 0) || 0;
  }
  return ns / 1e9;
}
