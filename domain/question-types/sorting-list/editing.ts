import { DEFAULT_ANSWER_SCORE, DEFAULT_TIME_LIMIT_SECONDS, type QuestionAnswer } from '../common.ts';
import type { NewQuestionDeps } from '../question-type.ts';
import { isQuestionAnswer } from '../shared/carried-answers.ts';
import { SORTING_ITEMS_MAX, SORTING_ITEMS_MIN, type SortingListQuestion } from './schema.ts';

/** Spec §4: in a sorting list only the first answer is correct. */
const onlyFirstCorrect = (items: readonly QuestionAnswer[]): QuestionAnswer[] =>
  items.map((item, i) => ({ ...item, is_correct: i === 0 }));

function blankItem(newId: () => string, score = DEFAULT_ANSWER_SCORE): QuestionAnswer {
  return { answer_id: newId(), title: '', is_correct: false, score };
}

/** A new sorting list: two blank items, the first correct (spec §3 Answer), 30 seconds, 1000 points. */
export function newSortingList(deps: NewQuestionDeps): SortingListQuestion {
  return {
    question_id: deps.newId(),
    question_type: 'sorting_list',
    title: '',
    time_limit: DEFAULT_TIME_LIMIT_SECONDS,
    explanation: '',
    answers: onlyFirstCorrect(Array.from({ length: SORTING_ITEMS_MIN }, () => blankItem(deps.newId))),
  };
}

/** Spec §4: adding an item copies the first answer as a blank, incorrect one (so it keeps its score). */
export function addSortingItem(question: SortingListQuestion, newId: () => string): SortingListQuestion {
  if (question.answers.length >= SORTING_ITEMS_MAX) return question;
  const first = question.answers[0];
  const added = first ? { ...first, answer_id: newId(), title: '', is_correct: false } : blankItem(newId);
  return { ...question, answers: onlyFirstCorrect([...question.answers, added]) };
}

/** Spec §4: after a drop (an item moved from one place to another) only the first answer is correct. */
export function moveSortingItem(
  question: SortingListQuestion,
  from: number,
  to: number,
): SortingListQuestion {
  const items = [...question.answers];
  if (from === to || !items[from] || to < 0 || to >= items.length) return question;
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
  return { ...question, answers: onlyFirstCorrect(items) };
}

/** Removing keeps two items at least; the new first item becomes the correct one. */
export function removeSortingItem(question: SortingListQuestion, index: number): SortingListQuestion {
  if (question.answers.length <= SORTING_ITEMS_MIN || !question.answers[index]) return question;
  return { ...question, answers: onlyFirstCorrect(question.answers.filter((_, i) => i !== index)) };
}

/**
 * Another type's question as a sorting list (spec §4): title, time, explanation and image kept; its
 * answers' texts and scores kept as items in their order; a one-answer question gains a second item;
 * only the first item is correct.
 */
export function sortingListFrom(
  from: {
    question_id: string;
    title: string;
    time_limit: number;
    explanation?: string;
    image?: string | null;
    answers?: ReadonlyArray<unknown>;
  },
  deps: NewQuestionDeps,
): SortingListQuestion {
  const carried: QuestionAnswer[] = (from.answers ?? []).filter(isQuestionAnswer).map((a) => ({
    answer_id: a.answer_id,
    title: a.title,
    is_correct: false,
    score: a.score > 0 ? a.score : DEFAULT_ANSWER_SCORE,
  }));
  while (carried.length < SORTING_ITEMS_MIN) carried.push(blankItem(deps.newId, carried[0]?.score));
  return {
    question_id: from.question_id,
    question_type: 'sorting_list',
    title: from.title,
    time_limit: from.time_limit,
    explanation: from.explanation ?? '',
    ...(from.image !== undefined ? { image: from.image } : {}),
    answers: onlyFirstCorrect(carried),
  };
}
