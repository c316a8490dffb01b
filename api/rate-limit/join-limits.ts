import type { Clock } from '../../commands/ports/clock.ts';
import { type BucketStore, TokenBucket } from './token-bucket.ts';

/**
 * Limits on joining live games per client address (DESIGN §5). A whole school shares one address,
 * so neither limit may stop a class: a few mistyped PINs a minute fit easily, and 500 phones join
 * within a minute (a burst of 100, then 10 a second). What they stop is one client guessing PINs
 * (every PIN in days rather than minutes) and bots filling a room in a second.
 */
export function joinLimits(store: BucketStore, clock: Clock) {
  return {
    /** Wrong PINs (and wrong two-step patterns): checked before each join, charged for each miss. */
    wrongGuessesPerAddress: new TokenBucket(store, 'join-guess-ip', { capacity: 20, perSecond: 1 }, clock),
    joinsPerAddress: new TokenBucket(store, 'join-ip', { capacity: 100, perSecond: 10 }, clock),
    /**
     * Plays alone and play-together groups started (or joined), per address. Every start appends a
     * copy of the quiz to the log, so a script must not start thousands a minute; a school starting
     * homework together still fits (300 at once, then 10 a second).
     */
    playStartsPerAddress: new TokenBucket(store, 'play-start-ip', { capacity: 300, perSecond: 10 }, clock),
  };
}

export type JoinLimits = ReturnType<typeof joinLimits>;
