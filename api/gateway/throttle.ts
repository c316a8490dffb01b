/**
 * Runs `task` at once on the first request, then at most once per `intervalMs` while requests keep
 * coming, always with the latest state (the task reads it when it runs): a storm of changes becomes a
 * steady trickle of messages.
 */
export class Throttle {
  readonly #intervalMs: number;
  readonly #task: () => void;
  #timer: NodeJS.Timeout | null = null;
  #due = false;

  constructor(intervalMs: number, task: () => void) {
    this.#intervalMs = intervalMs;
    this.#task = task;
  }

  request(): void {
    if (this.#timer) {
      this.#due = true;
      return;
    }
    this.#task();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#due) {
        this.#due = false;
        this.request();
      }
    }, this.#intervalMs);
    this.#timer.unref();
  }

  /** The latest state went out some other way: nothing is owed. */
  settle(): void {
    this.#due = false;
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#due = false;
  }
}
