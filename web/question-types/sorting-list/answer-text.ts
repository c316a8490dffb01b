import type { PlayerAnswer } from '../../../domain/question-types/player-answer.ts';
import type {
  SortingListScreen,
  SortingListSummary,
} from '../../../domain/question-types/sorting-list/index.ts';

/** An order in words, first to last (the report's table, the replay). */
const inOrder = (titles: readonly string[]) => titles.join(' → ');

export function sortingAnswerText(screen: SortingListScreen, answer: PlayerAnswer): string {
  if (answer.kind !== 'order') return '';
  const titles = new Map(screen.items.map((item) => [item.answer_id, item.title]));
  return inOrder(answer.answerIds.map((id) => titles.get(id) ?? ''));
}

/** The correct order in words, when the quiz shows it. */
export function sortingCorrectText(_screen: SortingListScreen, summary: SortingListSummary): string | null {
  return summary.correct_order ? inOrder(summary.correct_order.map((item) => item.title)) : null;
}
