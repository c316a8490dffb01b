import { isScoredQuestion, type QuizQuestion } from '../question-types/registry.ts';
import type { QuizType } from './rules.ts';

/*
 * Spec Quiz `type` quiz or poll. A poll asks for opinions: nothing in it is right or wrong, so none of
 * its questions may score (a basic question of kind poll, a word cloud, a slide). Held when the
 * questions are saved and when the type changes, so games, plays and reports of a poll never score
 * anything without a rule of their own.
 */
export function pollScoredQuestion(
  type: QuizType | undefined,
  questions: readonly QuizQuestion[],
): { problem: 'poll_quiz_scored_question'; question: number } | null {
  if (type !== 'poll') return null;
  const index = questions.findIndex((question) => isScoredQuestion(question));
  return index < 0 ? null : { problem: 'poll_quiz_scored_question', question: index + 1 };
}
