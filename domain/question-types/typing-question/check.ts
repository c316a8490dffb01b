import { type Checked, checkAnswers, checkCommon } from '../common.ts';
import { TEXT_ANSWER_MAX } from '../player-answer.ts';
import {
  ACCEPTED_ANSWERS_MAX,
  ACCEPTED_PERCENTAGE_EXACT,
  ACCEPTED_PERCENTAGE_MIN,
  type AcceptedAnswer,
  type TypingQuestion,
} from './schema.ts';

/**
 * Spec §5 for a typing question: one to ten accepted answers, each written (no longer than a player
 * may type) with a tolerance a game can play: exact, or a whole percentage from 50 to 99.
 * Tidied on the way: every accepted answer is correct, and completely_correct and accepted_percentage
 * agree (spec §4; completely_correct wins, as in editing.ts).
 */
export function checkTyping(question: TypingQuestion): Checked<TypingQuestion> {
  const common = checkCommon(question);
  if ('problem' in common) return common;
  if (question.answers.length === 0) return { problem: 'typing_answer_required' };
  if (question.answers.length > ACCEPTED_ANSWERS_MAX) return { problem: 'answers_too_many' };
  const titled = checkAnswers(question.answers, { maxLength: TEXT_ANSWER_MAX });
  if ('problem' in titled) return titled;
  const answers: AcceptedAnswer[] = [];
  for (const [index, answer] of question.answers.entries()) {
    const percentage = answer.data.completely_correct
      ? ACCEPTED_PERCENTAGE_EXACT
      : answer.data.accepted_percentage;
    if (!Number.isInteger(percentage) || percentage < 0 || percentage > ACCEPTED_PERCENTAGE_EXACT)
      return { problem: 'accepted_percentage_invalid', answer: index };
    if (percentage < ACCEPTED_PERCENTAGE_MIN)
      return { problem: 'accepted_percentage_too_low', answer: index };
    answers.push({
      ...answer,
      title: titled.answers[index]!.title,
      is_correct: true,
      data: { accepted_percentage: percentage, completely_correct: percentage === ACCEPTED_PERCENTAGE_EXACT },
    });
  }
  return { question: { ...common.question, answers } };
}
