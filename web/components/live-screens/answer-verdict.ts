import type { RoomView } from '../../../domain/game/views.ts';
import { QUESTION_TYPES } from '../../../domain/question-types/registry.ts';

export type Verdict = 'correct' | 'wrong' | 'no_answer' | 'answered' | 'poll';

/**
 * How the player did, as far as they may know: the verdict the game froze when it took the answer,
 * which the phone is told after the close when the quiz shows correct answers. Otherwise the phone only
 * says the answer was taken. Types that score nothing (a poll, a word cloud) just thank the player.
 */
export function verdictFor(room: RoomView, given: { answered: boolean; correct: boolean | null }): Verdict {
  const question = room.question;
  if (!question) return 'no_answer';
  const scored = QUESTION_TYPES[question.screen.question_type].scored;
  const isPoll = question.screen.question_type === 'basic' && question.screen.kind === 'poll';
  if (!scored || isPoll) return given.answered ? 'poll' : 'no_answer';
  if (!given.answered) return 'no_answer';
  if (given.correct === null) return 'answered';
  return given.correct ? 'correct' : 'wrong';
}
