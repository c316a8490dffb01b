/**
 * Who owns each live game (DESIGN §3): one node at a time holds a game's lease and runs it; the others
 * forward its commands there. A lease lapses unless renewed, so a dead owner's games are taken over.
 * The lease only says who should write: the stream's expected version fences the writes themselves.
 */
export interface GameLeases {
  /**
   * Takes the game's lease for `nodeId`, or renews it if `nodeId` holds it. While another node holds it:
   * not held, and how long until that lease lapses unless renewed, so a follower can try again right then.
   */
  claim(gameId: string, nodeId: string, ttlMs: number): Promise<LeaseClaim>;
  /** Gives the lease up, if `nodeId` holds it. */
  release(gameId: string, nodeId: string): Promise<void>;
}

export type LeaseClaim = { held: true } | { held: false; lapsesInMs: number };
