import {
  COIN_RULE_VERSION,
  type CoinCandidate,
  coinDayOf,
  coinDayStreamName,
  mayEarnCoins,
  type PlayCoinsClaimed,
} from '../../domain/play/coins.ts';
import { type CommandDeps, type CommandOrigin, metadataFor } from '../command-context.ts';
import { ConcurrencyError } from '../event-store/errors.ts';

export interface CoinClaim extends CoinCandidate {
  playId: string;
  quizId: string;
  startedAt: string;
}

/**
 * Whether a play about to start earns coins (domain/play/coins.ts). A signed-in player's play claims the
 * quiz's day first; a claim already taken (an earlier play today, or one started at the same moment on
 * any node) means this play earns nothing. A start refused after its claim leaves the day claimed: the
 * player keeps playing, only without coins, which is the safe side of the rule.
 */
export async function claimCoins(
  deps: Pick<CommandDeps, 'store' | 'clock'>,
  claim: CoinClaim,
  origin: CommandOrigin,
): Promise<boolean> {
  if (!mayEarnCoins(claim)) return false;
  if (claim.userId === null) return true;
  const day = coinDayOf(claim.startedAt);
  const claimed: PlayCoinsClaimed = {
    type: 'PlayCoinsClaimed',
    data: {
      playId: claim.playId,
      userId: claim.userId,
      quizId: claim.quizId,
      day,
      ruleVersion: COIN_RULE_VERSION,
    },
  };
  try {
    await deps.store.append(
      [
        {
          streamName: coinDayStreamName(claim.userId, claim.quizId, day),
          expectedVersion: 0,
          events: [claimed],
        },
      ],
      metadataFor(origin, deps.clock),
    );
    return true;
  } catch (error) {
    if (error instanceof ConcurrencyError) return false;
    throw error;
  }
}
