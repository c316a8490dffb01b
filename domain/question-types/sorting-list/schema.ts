import Type from 'typebox';
import { AnswerSchema, commonQuestionFields } from '../common.ts';

export const SORTING_ITEMS_MIN = 2;
/** Ten rows still fit a phone held upright, with their move buttons. */
export const SORTING_ITEMS_MAX = 10;

/**
 * `sorting_list`: the player puts the items in the right order.
 *
 * The authored `answers` ARE the items, in their correct order: the order of the array is the answer key.
 * The spec's Answer `data.sorting_choices` (the order the original app showed them in) is not kept: the
 * order a player starts from is derived from the question's id (publicView), so there is nothing to author
 * and nothing that could drift from the items.
 *
 * Spec §4: only the first item is marked correct (`is_correct`), and its `score` is the question's score;
 * the other items' `is_correct` and `score` are kept only so the spec's shape holds (editing.ts).
 */
export const SortingListQuestionSchema = Type.Object({
  ...commonQuestionFields,
  question_type: Type.Literal('sorting_list'),
  answers: Type.Array(AnswerSchema, { maxItems: SORTING_ITEMS_MAX * 2 }),
});
export type SortingListQuestion = Type.Static<typeof SortingListQuestionSchema>;

export interface SortingItem {
  answer_id: string;
  title: string;
}

/** What players see: the items, shuffled from the question's id, never in the correct order. */
export interface SortingListScreen {
  question_type: 'sorting_list';
  image: string | null;
  items: SortingItem[];
}

export interface SortingListSummary {
  question_type: 'sorting_list';
  /** The items in their correct order; null when the quiz does not show the correct answer. */
  correct_order: SortingItem[] | null;
  /** How many players put the whole list in order. */
  fully_correct: number;
  /** Per item: how many players put it in its right place (the result view's bars). */
  in_place: Record<string, number>;
}
