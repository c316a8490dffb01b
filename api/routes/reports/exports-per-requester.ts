import { DomainError } from '../../../domain/shared/domain-error.ts';

/** Files one account (or, signed out, one address) may have in the making at once. */
export const EXPORTS_AT_ONCE = 2;

/**
 * Report files in the making per requester, on this node (DESIGN §7: what an account may cost is
 * bounded). The heavy-work pool is shared by everyone: without this, one person clicking "PDF" five
 * times, or a script on a public report's link, would take every thread and place in its queue, and
 * everyone else would hear "busy". The third at once is refused with 429 `exports_in_progress`.
 */
export function exportsPerRequester(limit = EXPORTS_AT_ONCE) {
  const running = new Map<string, number>();
  return {
    /** Counts one more file for `who`; the function returned gives its place back. */
    take(who: string): () => void {
      const now = running.get(who) ?? 0;
      if (now >= limit) throw new DomainError('exports_in_progress', { max: limit, retryAfterMs: 5_000 });
      running.set(who, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(who) ?? 1) - 1;
        if (left > 0) running.set(who, left);
        else running.delete(who);
      };
    },
  };
}
