import type { EventStore } from '../../commands/event-store/event-store.ts';
import { eventStoreAppendSeconds } from './metrics.ts';

/** The same store, with every append's time recorded for /metrics. */
export function timedAppends<Store extends EventStore>(store: Store): Store {
  const append: EventStore['append'] = async (...args) => {
    const done = eventStoreAppendSeconds.startTimer();
    try {
      return await store.append(...args);
    } finally {
      done();
    }
  };
  // A proxy keeps every other method (and the store's private fields) working as before.
  return new Proxy(store, {
    get(target, key) {
      if (key === 'append') return append;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
