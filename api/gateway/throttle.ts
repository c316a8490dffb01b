import type { Clock } from '../../commands/ports/clock.ts';
import { after, type Scheduler } from '../../commands/ports/scheduler.ts';

/**
 * Runs `task` at once on the first request, then at most once per `intervalMs` while requests keep
 * coming, always with the latest state (the task reads it when it runs): a storm of changes becomes a
 * steady trickle of messages.
 */
export class Throttle {
  readonly #intervalMs: number;
  readonly #task: () => void;
  readonly #time: { timers: Scheduler; clock: Clock };
  /** Set while an interval runs: requests meanwhile wait for its end. */
  #cancelTimer: (() => void) | null = null;
  #due = false;

  constructor(intervalMs: number, task: () => void, time: { timers: Scheduler; clock: Clock }) {
    this.#intervalMs = intervalMs;
    this.#task = task;
    this.#time = time;
  }

  request(): void {
    if (this.#cancelTimer) {
      this.#due = true;
      return;
    }
    this.#task();
    this.#cancelTimer = after(this.#time.timers, this.#time.clock, this.#intervalMs, () => {
      this.#cancelTimer = null;
      if (this.#due) {
        this.#due = false;
        this.request();
      }
    });
  }

  /** The latest state went out some other way: nothing is owed. */
  settle(): void {
    this.#due = false;
  }

  stop(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    this.#due = false;
  }
}
