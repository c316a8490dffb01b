import { readFile } from 'node:fs/promises';

/** Linux reports CPU time in clock ticks; 100 per second on every common kernel (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

export interface ProcessStats {
  rssMb: number;
  /** The kernel's own high-water mark of resident memory since the process started. */
  hwmMb: number;
  /** User plus system CPU time of every thread of the process. */
  cpuSeconds: number;
}

/** Reads another process's memory and CPU from /proc, so the server is measured without its cooperation. */
export async function readProcessStats(pid: number): Promise<ProcessStats> {
  const [status, stat] = await Promise.all([
    readFile(`/proc/${pid}/status`, 'utf8'),
    readFile(`/proc/${pid}/stat`, 'utf8'),
  ]);
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  // The command name (field 2) may hold spaces; the numeric fields follow its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024, cpuSeconds: ticks / TICKS_PER_SECOND };
}

/** Polls the resident memory while a run goes on, for the run's own peak (VmHWM covers the whole process life). */
export class RssSampler {
  readonly #pid: number;
  readonly #timer: NodeJS.Timeout;
  #peakMb = 0;

  constructor(pid: number, intervalMs = 100) {
    this.#pid = pid;
    this.#timer = setInterval(() => void this.#sample(), intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<number> {
    clearInterval(this.#timer);
    await this.#sample();
    return this.#peakMb;
  }

  async #sample(): Promise<void> {
    const { rssMb } = await readProcessStats(this.#pid).catch(() => ({ rssMb: 0 }));
    this.#peakMb = Math.max(this.#peakMb, rssMb);
  }
}
