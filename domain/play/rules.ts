import { isScoredQuestion, type QuizQuestion } from '../question-types/registry.ts';
import type { PlayState } from './events.ts';

/**
 * A correct answer earns one coin (spec §3 player state "coin total") in a play that earns (coins.ts: a
 * signed-in player's first play of someone else's quiz that day; never a retry). Coins are decided when
 * the answer is taken and frozen in its event.
 */
export const COINS_PER_CORRECT = 1;

/**
 * An answer that reaches the server a moment after the clock ran out still counts (at the lowest speed
 * bonus): the phone sent it before its own countdown ended, and the network took the rest.
 */
export const LATE_ANSWER_GRACE_MS = 1_000;

/** Whether a question can be answered wrongly at all: the registry's rule, shared with reports and replays. */
export const isScored = isScoredQuestion;

/** The questions a retry plays again: scored ones answered wrongly or not at all, in the order played. */
export function wrongQuestions(state: PlayState): QuizQuestion[] {
  if (state.phase === 'absent') return [];
  return state.started.questions.filter(
    (question, index) => isScored(question) && index <= state.index && !state.answers[index]?.correct,
  );
}
