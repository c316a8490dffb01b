/**
 * Freezes a JSON-like value and everything in it, and returns it. A value shared between requests
 * (a quiz's questions, copied into every play) cannot then be changed by one of them; strict-mode
 * code that tries throws instead of changing the others' copy.
 */
export function deepFreeze<T>(value: T): Readonly<T> {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}
