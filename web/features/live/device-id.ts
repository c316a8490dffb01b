import type { KeyValueStore } from './live-storage.ts';

const KEY = 'kviss.device';
const SHAPE = /^[0-9a-f]{32}$/;

/**
 * This browser's own random id, made here once and kept in its storage, sent with each join: the game
 * takes one player per browser and keeps a removed browser out. It stops casual rejoining only (a
 * cleared storage is a new browser), so the server never takes it for who someone is.
 */
export function deviceId(
  store: KeyValueStore,
  random: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(16)),
): string {
  let kept: string | null = null;
  try {
    kept = store.getItem(KEY);
  } catch {
    // Storage blocked: a fresh id for this page, the game still plays.
  }
  if (kept && SHAPE.test(kept)) return kept;
  const id = [...random()].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  try {
    store.setItem(KEY, id);
  } catch {
    // As above.
  }
  return id;
}
