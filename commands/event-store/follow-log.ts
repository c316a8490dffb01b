import type { LogPosition, RecordedEvent } from '../../domain/shared/event.ts';
import type { SubscribeOptions, Subscription } from './event-store.ts';
import { positionOf } from './read-log.ts';

interface FollowOptions extends SubscribeOptions {
  read: (after: LogPosition, limit: number) => Promise<RecordedEvent[]>;
  /** Registers a wake-up call for new appends; returns how to stop listening. */
  listen: (wake: () => void) => () => void;
  pollIntervalMs: number;
}

/**
 * Reads batches until the log is drained, then sleeps until woken by an
 * append (or the poll timer). A wake-up that arrives during a read is
 * remembered, so no append waits for the next poll.
 */
export function followLog(options: FollowOptions): Subscription {
  const batchSize = options.batchSize ?? 500;
  let after = options.after;
  let stopped = false;
  let woken = false;
  let wakeSleeper: (() => void) | null = null;

  const wake = () => {
    woken = true;
    wakeSleeper?.();
  };
  const stopListening = options.listen(wake);

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      }
      wakeSleeper = done;
    });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      try {
        const events = await options.read(after, batchSize);
        if (stopped) return;
        if (events.length > 0) {
          await options.onEvents(events);
          after = positionOf(events.at(-1)!);
          continue;
        }
      } catch (error) {
        options.onError?.(error);
      }
      if (!woken && !stopped) await sleep();
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      stopListening();
      wakeSleeper?.();
      await running;
    },
  };
}
