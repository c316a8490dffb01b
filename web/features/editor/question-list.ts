import { ANSWERS_MAX, ANSWERS_MIN } from '../../../domain/quiz/rules.ts';
import { copyQuestion, type DraftAnswer, type DraftQuestion, newAnswer } from './question-factory.ts';

/*
 * The editor's list operations: pure, each returns a new list (or question) and leaves its input alone.
 * An index out of range changes nothing.
 */

/** Moves the question at `index` by `delta` places (−1 up, +1 down); at either end nothing moves. */
export function moveQuestion(list: readonly DraftQuestion[], index: number, delta: number): DraftQuestion[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Puts a copy of the question (with fresh ids) right after it. */
export function duplicateQuestion(
  list: readonly DraftQuestion[],
  index: number,
  newId: () => string,
): DraftQuestion[] {
  const original = list[index];
  if (!original) return [...list];
  return [...list.slice(0, index + 1), copyQuestion(original, newId), ...list.slice(index + 1)];
}

export function removeQuestion(list: readonly DraftQuestion[], index: number): DraftQuestion[] {
  return list.filter((_, i) => i !== index);
}

export function replaceQuestion(
  list: readonly DraftQuestion[],
  index: number,
  question: DraftQuestion,
): DraftQuestion[] {
  return list.map((q, i) => (i === index ? question : q));
}

/** True/false keeps its two preset answers; the others take answers up to ANSWERS_MAX. */
export function canAddAnswer(question: DraftQuestion): boolean {
  return question.kind !== 'true_false' && question.answers.length < ANSWERS_MAX;
}

export function canRemoveAnswer(question: DraftQuestion): boolean {
  return question.kind !== 'true_false' && question.answers.length > ANSWERS_MIN;
}

export function addAnswer(question: DraftQuestion, newId: () => string): DraftQuestion {
  if (!canAddAnswer(question)) return question;
  return { ...question, answers: [...question.answers, newAnswer(newId, question.kind)] };
}

export function removeAnswer(question: DraftQuestion, index: number): DraftQuestion {
  if (!canRemoveAnswer(question)) return question;
  return { ...question, answers: question.answers.filter((_, i) => i !== index) };
}

export function updateAnswer(
  question: DraftQuestion,
  index: number,
  patch: Partial<DraftAnswer>,
): DraftQuestion {
  return { ...question, answers: question.answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) };
}

/**
 * Marks an answer correct or not. True/false has exactly one correct answer, so marking one unmarks
 * the other; multiple choice may have several (answers_required says whether any or all must be
 * picked); a poll has none.
 */
export function setCorrect(question: DraftQuestion, index: number, correct: boolean): DraftQuestion {
  switch (question.kind) {
    case 'poll':
      return question;
    case 'true_false':
      if (!correct) return question;
      return { ...question, answers: question.answers.map((a, i) => ({ ...a, is_correct: i === index })) };
    case 'multiple_choice':
      return updateAnswer(question, index, { is_correct: correct });
    default: {
      const unknown: never = question.kind;
      throw new Error(`unknown question kind ${String(unknown)}`);
    }
  }
}
