/**
 * Topic data carries the stream `version` it reflects (QuizView.version). Messages can arrive out of
 * order around a reconnect (a change, then an older snapshot), so we keep the newest data we have seen.
 */

export function versionOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('version' in data)) return null;
  return typeof data.version === 'number' ? data.version : null;
}

/** True when `incoming` is older than `held`; data without a version is never judged stale. */
export function isOlder(incoming: unknown, held: unknown): boolean {
  const incomingVersion = versionOf(incoming);
  const heldVersion = versionOf(held);
  return incomingVersion !== null && heldVersion !== null && incomingVersion < heldVersion;
}

/** The newer of two views of the same thing (on a tie, the first). */
export function newestOf<T>(first: T | null | undefined, second: T | null | undefined): T | null {
  if (first == null) return second ?? null;
  if (second == null) return first;
  return isOlder(first, second) ? second : first;
}
