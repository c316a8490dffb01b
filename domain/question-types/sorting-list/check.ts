import { type Checked, checkAnswers, checkCommon } from '../common.ts';
import { SORTING_ITEMS_MAX, SORTING_ITEMS_MIN, type SortingListQuestion } from './schema.ts';

const sameText = (text: string) => text.toLocaleLowerCase();

/**
 * Spec §5 for a sorting list: two to ten items, none empty, no two alike (players could not tell which
 * of two identical items goes where). The first item is the one marked correct (spec §4), whatever came in.
 */
export function checkSortingList(question: SortingListQuestion): Checked<SortingListQuestion> {
  const common = checkCommon(question);
  if ('problem' in common) return common;
  if (question.answers.length < SORTING_ITEMS_MIN) return { problem: 'answers_too_few' };
  if (question.answers.length > SORTING_ITEMS_MAX) return { problem: 'answers_too_many' };
  const checked = checkAnswers(question.answers);
  if ('problem' in checked) return checked;
  const seen = new Set<string>();
  for (const [index, item] of checked.answers.entries()) {
    if (seen.has(sameText(item.title))) return { problem: 'sorting_item_duplicate', answer: index };
    seen.add(sameText(item.title));
  }
  const answers = checked.answers.map((item, i) => ({ ...item, is_correct: i === 0 }));
  return { question: { ...common.question, answers } };
}
