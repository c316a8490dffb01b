import { isCorrect } from '../../../domain/game/scoring.ts';
import type { QuestionOnScreen, QuestionResults } from '../../../domain/game/views.ts';

/*
 * Answer buttons and what a player picked. Answers differ by colour AND shape (DESIGN §6), so players who
 * cannot tell the colours apart can still tell the buttons apart.
 */

export const ANSWER_SHAPES = [
  'triangle',
  'diamond',
  'circle',
  'square',
  'star',
  'hexagon',
  'pentagon',
  'cross',
  'heart',
  'moon',
] as const;

export type AnswerShape = (typeof ANSWER_SHAPES)[number];

/** The look of the answer at `position`: one of ten colour-and-shape pairs (a question has at most ten answers). */
export function answerLook(position: number): { shape: AnswerShape; colour: number } {
  const slot = ((position % ANSWER_SHAPES.length) + ANSWER_SHAPES.length) % ANSWER_SHAPES.length;
  return { shape: ANSWER_SHAPES[slot]!, colour: slot + 1 };
}

/**
 * A tap on an answer when several may be picked ("all"): it toggles in or out, keeping the question's
 * order. When one answer is asked for, the tap is the answer.
 */
export function toggleAnswer(
  picked: readonly string[],
  answerId: string,
  question: QuestionOnScreen,
): string[] {
  const next = picked.includes(answerId) ? picked.filter((id) => id !== answerId) : [...picked, answerId];
  const order = question.answers.map((a) => a.answerId);
  return order.filter((id) => next.includes(id));
}

/** Whether the picks can be sent: at least one, all of them answers of this question. */
export function canSubmit(picked: readonly string[], question: QuestionOnScreen): boolean {
  const known = new Set(question.answers.map((a) => a.answerId));
  return picked.length > 0 && picked.every((id) => known.has(id));
}

export type Verdict = 'correct' | 'wrong' | 'no_answer' | 'answered' | 'poll';

/**
 * How the player did, as far as the room may know: the same rule the server scores with
 * (domain/game/scoring.ts), fed the correct answers the results reveal. When the quiz keeps them hidden
 * (show_correct_answer off), the phone only says the answer was taken.
 */
export function verdictFor(
  question: QuestionOnScreen,
  results: QuestionResults | null,
  picked: readonly string[] | null,
): Verdict {
  if (question.kind === 'poll') return picked?.length ? 'poll' : 'no_answer';
  if (!picked || picked.length === 0) return 'no_answer';
  const correct = results?.correctAnswerIds;
  if (!correct) return 'answered';
  const scored = {
    kind: question.kind,
    answersRequired: question.answersRequired,
    answers: question.answers.map((a) => ({
      answerId: a.answerId,
      isCorrect: correct.includes(a.answerId),
      score: 0,
    })),
  };
  return isCorrect(scored, picked) ? 'correct' : 'wrong';
}

/**
 * A new submission id for an answer; resends reuse it, so the server takes the answer once. Built from
 * getRandomValues, which (unlike randomUUID) also works on a plain-http classroom server.
 */
export function newSubmissionId(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
