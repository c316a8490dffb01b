import type { Clock } from '../ports/clock.ts';
import type { GameLeases } from '../ports/game-leases.ts';

/** Leases in this process: for a single node (embedded mode), and for tests that run several nodes in one process. */
export function memoryGameLeases(clock: Clock): GameLeases {
  const leases = new Map<string, { nodeId: string; until: number }>();
  return {
    async claim(gameId, nodeId, ttlMs) {
      const now = clock.now().getTime();
      const held = leases.get(gameId);
      if (held && held.nodeId !== nodeId && held.until > now)
        return { held: false, lapsesInMs: held.until - now };
      leases.set(gameId, { nodeId, until: now + ttlMs });
      return { held: true };
    },
    async release(gameId, nodeId) {
      if (leases.get(gameId)?.nodeId === nodeId) leases.delete(gameId);
    },
  };
}
