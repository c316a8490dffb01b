/** A projection halted at an event it cannot apply; operators see it in /api/health. */
export interface StalledProjection {
  projection: string;
  /** The event's position in the global log (a bigint, as text). */
  position: string;
  error: string;
}

/**
 * Which projections this node's runner has halted. Shared between the runner (which records) and the
 * health route (which reports), so neither imports the other.
 */
export class ProjectionStalls {
  readonly #stalled = new Map<string, StalledProjection>();

  record(stall: StalledProjection): void {
    this.#stalled.set(stall.projection, stall);
  }

  clear(projection: string): void {
    this.#stalled.delete(projection);
  }

  has(projection: string): boolean {
    return this.#stalled.has(projection);
  }

  list(): StalledProjection[] {
    return [...this.#stalled.values()];
  }
}

/**
 * An apply that will fail the same way however often it is retried: the event's data breaks a
 * column or constraint (SQLSTATE classes 22 and 23), or the projection's code throws on it. A lost
 * connection or a deadlock is not: the runner retries those on its next pass.
 */
export function isPermanentApplyFailure(error: unknown): boolean {
  if (error instanceof TypeError || error instanceof RangeError || error instanceof SyntaxError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23)[0-9A-Z]{3}$/.test(code);
}
