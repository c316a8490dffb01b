import { readdir, readFile } from 'node:fs/promises';

/** Linux reports CPU time in clock ticks; 100 per second on every common kernel (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by every PostgreSQL process on this machine, with the children they have
 * waited for. Read before and after a phase: what the database did for it, whichever backend did it
 * (an idle server elsewhere on the machine adds next to nothing).
 */
export async function postgresCpuSeconds(): Promise<number> {
  let ticks = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat.includes('(postgres)')) continue;
    // The command name (field 2) may hold spaces; the numeric fields follow its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS_PER_SECOND;
}
