import type { PlayOutcome } from '../../../domain/play/views.ts';
import type { Verdict } from '../../components/live-screens/answer-verdict.ts';

/** How a solo answer went, in the live phone's words (the server froze the verdict when it took the answer). */
export function playVerdict(outcome: Pick<PlayOutcome, 'scored' | 'given' | 'correct' | 'points'>): Verdict {
  if (!outcome.scored) return outcome.given ? 'poll' : 'no_answer';
  if (!outcome.given) return 'no_answer';
  if (outcome.correct) return 'correct';
  return outcome.points > 0 ? 'partly' : 'wrong';
}
