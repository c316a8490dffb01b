import type { RoomView } from '../../../domain/game/views.ts';
import { QUESTION_TYPES } from '../../../domain/question-types/registry.ts';

/** `partly`: not right, yet worth points (a sorting list with some items in place). */
export type Verdict = 'correct' | 'partly' | 'wrong' | 'no_answer' | 'answered' | 'poll';

/**
 * How the player did, as far as they may know: the verdict the game froze when it took the answer,
 * which the phone is told after the close when the quiz shows correct answers. Otherwise the phone only
 * says the answer was taken. Types that score nothing (a poll, a word cloud) just thank the player.
 */
export function verdictFor(
  room: RoomView,
  given: { answered: boolean; correct: boolean | null; points?: number | null },
): Verdict {
  const question = room.question;
  if (!question) return 'no_answer';
  const scored = QUESTION_TYPES[question.screen.question_type].scored;
  const isPoll = question.screen.question_type === 'basic' && question.screen.kind === 'poll';
  if (!scored || isPoll) return given.answered ? 'poll' : 'no_answer';
  if (!given.answered) return 'no_answer';
  if (given.correct === null) return 'answered';
  if (given.correct) return 'correct';
  return (given.points ?? 0) > 0 ? 'partly' : 'wrong';
}
