import type { KeyValueStore } from '../../web/features/live/live-storage.ts';

/** Web Storage backed by a Map, for the browser code's unit tests; `data` shows what was written. */
export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
