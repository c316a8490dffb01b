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

/** Runs `task` once, `ms` from now on `clock`; returns how to cancel. */
export function after(scheduler: Scheduler, clock: Clock, ms: number, task: () => void): () => void {
  return scheduler.at(new Date(clock.now().getTime() + ms), task);
}

/** Runs `task` every `ms` from now on `clock` until cancelled (each run sets the next). */
export function every(scheduler: Scheduler, clock: Clock, ms: number, task: () => void): () => void {
  let cancelled = false;
  let cancelNext = () => {};
  const next = () => {
    cancelNext = after(scheduler, clock, ms, () => {
      if (cancelled) return;
      next();
      task();
    });
  };
  next();
  return () => {
    cancelled = true;
    cancelNext();
  };
}
