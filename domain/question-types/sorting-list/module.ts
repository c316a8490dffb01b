import type { OrderAnswer } from '../player-answer.ts';
import type { QuestionTypeModule } from '../question-type.ts';
import { readOrderAnswer } from '../shared/order-answer.ts';
import { seededDerangedOrder } from '../shared/seeded-shuffle.ts';
import { checkSortingList } from './check.ts';
import { newSortingList, sortingListFrom } from './editing.ts';
import {
  type SortingListQuestion,
  SortingListQuestionSchema,
  type SortingListScreen,
  type SortingListSummary,
} from './schema.ts';
import { scoreSortingList } from './scoring.ts';

const itemOf = ({ answer_id, title }: { answer_id: string; title: string }) => ({ answer_id, title });

export const sortingListType: QuestionTypeModule<
  SortingListQuestion,
  OrderAnswer,
  SortingListScreen,
  SortingListSummary
> = {
  type: 'sorting_list',
  schema: SortingListQuestionSchema,
  answerKind: 'order',
  scored: true,
  create: newSortingList,
  convert: sortingListFrom,
  check: checkSortingList,
  publicView: (question) => ({
    question_type: 'sorting_list',
    image: question.image ?? null,
    // Shuffled from the question's id: the same on every screen, and never the answer itself.
    items: seededDerangedOrder(question.answers, question.question_id).map(itemOf),
  }),
  readAnswer: (question, answer) =>
    readOrderAnswer(
      question.answers.map((a) => a.answer_id),
      answer,
    ),
  score: scoreSortingList,
  summarize(question, answers, showCorrect) {
    const key = question.answers.map((a) => a.answer_id);
    const in_place: Record<string, number> = Object.fromEntries(key.map((id) => [id, 0]));
    let fully_correct = 0;
    for (const answer of answers) {
      const placed = key.filter((id, i) => answer.answerIds[i] === id);
      for (const id of placed) in_place[id] = (in_place[id] ?? 0) + 1;
      if (placed.length === key.length) fully_correct++;
    }
    return {
      question_type: 'sorting_list',
      correct_order: showCorrect ? question.answers.map(itemOf) : null,
      fully_correct,
      in_place,
    };
  },
};
