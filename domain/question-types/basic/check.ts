import { type Checked, checkAnswers, checkCommon } from '../common.ts';
import { ANSWERS_MAX, ANSWERS_MIN, type BasicQuestion } from './schema.ts';

/**
 * Spec §5 "no empty questions or answers; at least one choice selected": two to ten answers with
 * titles; true/false exactly two; at least one correct, except a poll, which has none.
 */
export function checkBasic(question: BasicQuestion): Checked<BasicQuestion> {
  const common = checkCommon(question);
  if ('problem' in common) return common;
  if (question.kind === 'true_false' && question.answers.length !== 2)
    return { problem: 'true_false_needs_two_answers' };
  if (question.answers.length < ANSWERS_MIN) return { problem: 'answers_too_few' };
  if (question.answers.length > ANSWERS_MAX) return { problem: 'answers_too_many' };
  const checked = checkAnswers(question.answers);
  if ('problem' in checked) return checked;
  const correct = checked.answers.filter((a) => a.is_correct).length;
  if (question.kind === 'poll' && correct > 0) return { problem: 'poll_has_no_correct_answer' };
  if (question.kind !== 'poll' && correct === 0) return { problem: 'answer_correct_required' };
  return { question: { ...common.question, answers: checked.answers } };
}
