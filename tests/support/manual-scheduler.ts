import type { Scheduler } from '../../commands/ports/scheduler.ts';

/** A scheduler that runs tasks only when the test says time has come. */
export function manualScheduler() {
  const tasks: Array<{ at: number; task: () => void; done: boolean }> = [];
  const scheduler: Scheduler & { runUntil(moment: Date): number; pending(): number } = {
    at(moment, task) {
      const entry = { at: moment.getTime(), task, done: false };
      tasks.push(entry);
      return () => {
        entry.done = true;
      };
    },
    /** Runs every task due at or before `moment`; returns how many ran. */
    runUntil(moment) {
      let ran = 0;
      for (const entry of tasks) {
        if (entry.done || entry.at > moment.getTime()) continue;
        entry.done = true;
        entry.task();
        ran += 1;
      }
      return ran;
    },
    pending: () => tasks.filter((t) => !t.done).length,
  };
  return scheduler;
}
