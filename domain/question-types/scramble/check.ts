import { type Checked, checkAnswerTitle, checkCommon } from '../common.ts';
import { tidyTyped } from '../text-answer.ts';
import { SCRAMBLE_PHRASE_MAX, type ScrambleQuestion } from './schema.ts';
import { lettersOf } from './shuffle.ts';

/**
 * Spec §5 for a scramble: exactly one answer, the word or phrase, written, at most 40 characters, and
 * with at least two different letters (a run of one letter cannot be shuffled into a puzzle). Tidied on
 * the way: spaces single, the answer correct.
 */
export function checkScramble(question: ScrambleQuestion): Checked<ScrambleQuestion> {
  const common = checkCommon(question);
  if ('problem' in common) return common;
  const [answer, ...more] = question.answers;
  if (!answer || more.length > 0) return { problem: 'scramble_needs_one_answer' };
  const phrase = tidyTyped(answer.title);
  if (!phrase) return { problem: 'scramble_phrase_required', answer: 0 };
  if ([...phrase].length > SCRAMBLE_PHRASE_MAX) return { problem: 'scramble_phrase_too_long', answer: 0 };
  if (new Set(lettersOf(phrase)).size < 2) return { problem: 'scramble_needs_different_letters', answer: 0 };
  const checked = checkAnswerTitle({ ...answer, title: phrase }, 0, { maxLength: SCRAMBLE_PHRASE_MAX });
  if ('problem' in checked) return checked;
  return { question: { ...common.question, answers: [{ ...checked.answer, is_correct: true }] } };
}
