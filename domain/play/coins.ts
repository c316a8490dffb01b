import type { DomainEvent } from '../shared/event.ts';

/*
 * Which plays earn coins (spec player state "coin total"). A correct answer earns COINS_PER_CORRECT, but
 * only in a play that may earn: a signed-in player's first play of a quiz on a calendar day (UTC), on a
 * quiz that is not their own, and never a retry of wrong answers. Replaying a quiz, or playing one's own
 * quiz, is still play and practice; it just pays nothing, so coins cannot be farmed by repetition.
 * A guest's coins are shown in the play and kept nowhere, so there is nothing to farm.
 *
 * A player's claim on a quiz's day is a stream of its own, appended with expected version 0: of two plays
 * started at once on any node, exactly one earns. Whether a play earns is frozen in its PlayStarted.
 */

export const COIN_RULE_VERSION = 2;

/** The UTC calendar day of an instant, `YYYY-MM-DD`: the period of one coin-earning play per quiz. */
export const coinDayOf = (at: string) => at.slice(0, 10);

export const coinDayStreamName = (userId: string, quizId: string, day: string) =>
  `coin-day-${userId}-${quizId}-${day}`;

/** The player took their coin-earning play of this quiz for this day. */
export type PlayCoinsClaimed = DomainEvent<
  'PlayCoinsClaimed',
  { playId: string; userId: string; quizId: string; day: string; ruleVersion: number }
>;

export interface CoinCandidate {
  /** Null for a guest. */
  userId: string | null;
  /** The quiz's owner, null when it has none (an imported or orphaned quiz). */
  quizOwnerId: string | null;
  retryOf: string | null;
}

/** Whether a new play may earn at all, before any claim on the day: never a retry or one's own quiz. */
export function mayEarnCoins(candidate: CoinCandidate): boolean {
  if (candidate.retryOf !== null) return false;
  return candidate.userId === null || candidate.userId !== candidate.quizOwnerId;
}
