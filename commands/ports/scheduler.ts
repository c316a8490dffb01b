import type { Clock } from './clock.ts';

/** Runs a task at a moment in time; injected so tests move time instead of sleeping. */
export interface Scheduler {
  /** Returns how to cancel. A moment already past runs at once (soon, not synchronously). */
  at(moment: Date, task: () => void): () => void;
}

export function timerScheduler(clock: Clock): Scheduler {
  return {
    at(moment, task) {
      const timer = setTimeout(task, Math.max(0, moment.getTime() - clock.now().getTime()));
      timer.unref();
      return () => clearTimeout(timer);
    },
  };
}
