import type { BasicScreen } from '../../../domain/question-types/basic/index.ts';

/* What a player picked on a basic question's answer buttons. */

/**
 * A tap on an answer when several may be picked ("all"): it toggles in or out, keeping the question's
 * order. When one answer is asked for, the tap is the answer.
 */
export function toggleAnswer(picked: readonly string[], answerId: string, question: BasicScreen): string[] {
  const next = picked.includes(answerId) ? picked.filter((id) => id !== answerId) : [...picked, answerId];
  const order = question.answers.map((a) => a.answer_id);
  return order.filter((id) => next.includes(id));
}

/** Whether the picks can be sent: at least one, all of them answers of this question. */
export function canSubmit(picked: readonly string[], question: BasicScreen): boolean {
  const known = new Set(question.answers.map((a) => a.answer_id));
  return picked.length > 0 && picked.every((id) => known.has(id));
}
