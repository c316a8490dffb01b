import { copyQuestion, type DraftQuestion } from './question-factory.ts';

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

/** Moves the question at `from` to the place `to` (a drag and drop); out of range changes nothing. */
export function moveQuestionTo(list: readonly DraftQuestion[], from: number, to: number): DraftQuestion[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
