/*
 * A shuffle that is the same every time for the same seed (a question's id):
 * the domain holds no randomness, and every screen, every replay and every
 * reconnecting phone must see the same starting order.
 */

/** FNV-1a over the seed's UTF-16 units: a small, stable 32-bit hash. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny generator of numbers in [0, 1), good enough to shuffle a handful of items. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order fixed by `seed` (Fisher–Yates); the input is left as it is. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const next = generator(hashSeed(seed));
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

/**
 * A shuffle that never hands back the given order when there are two or more items (a sorting list or
 * a puzzle that starts solved would give its answer away): when the shuffle happens to land on it, the
 * items are rotated by one, which moves every item.
 */
export function seededDerangedOrder<T>(items: readonly T[], seed: string): T[] {
  const shuffled = seededShuffle(items, seed);
  const unchanged = shuffled.every((item, i) => item === items[i]);
  if (!unchanged || items.length < 2) return shuffled;
  return [...shuffled.slice(1), shuffled[0]!];
}
