import { describe, expect, it } from 'vitest';
import { newBasicQuestion } from '../../../domain/question-types/basic/index.ts';
import { changeQuestionType, createQuestion, readAnswer } from '../../../domain/question-types/registry.ts';
import {
  addSortingItem,
  moveSortingItem,
  removeSortingItem,
  type SortingListQuestion,
  sortingListType,
} from '../../../domain/question-types/sorting-list/index.ts';
import { atTheClose, deps, instant, item, MEGABYTE } from './order-fixtures.ts';

const planets = (): SortingListQuestion => ({
  question_id: 'q-planets',
  question_type: 'sorting_list',
  title: 'Put the planets in order from the sun',
  time_limit: 30,
  explanation: '',
  answers: [
    { ...item('mercury', 'Mercury'), is_correct: true },
    item('venus', 'Venus'),
    item('earth', 'Earth'),
    item('mars', 'Mars'),
  ],
});
const order = (...answerIds: string[]) => ({ kind: 'order' as const, answerIds });
const problemOf = (q: SortingListQuestion) => {
  const checked = sortingListType.check(q);
  return 'problem' in checked ? checked : null;
};

describe('sorting_list: validation (spec §5)', () => {
  it('accepts a list of items with titles and tidies them', () => {
    const q = planets();
    q.answers[1] = { ...q.answers[1]!, title: '  Venus ' };
    const checked = sortingListType.check(q);
    expect('question' in checked && checked.question.answers[1]!.title).toBe('Venus');
  });

  it('asks for the question, at least two items, at most ten, and a title on each', () => {
    expect(problemOf({ ...planets(), title: ' ' })?.problem).toBe('question_title_required');
    expect(problemOf({ ...planets(), answers: planets().answers.slice(0, 1) })?.problem).toBe(
      'answers_too_few',
    );
    const eleven = Array.from({ length: 11 }, (_, i) => item(`i${i}`, `Item ${i}`));
    expect(problemOf({ ...planets(), answers: eleven })?.problem).toBe('answers_too_many');
    const blank = planets();
    blank.answers[2] = { ...blank.answers[2]!, title: '' };
    expect(problemOf(blank)).toEqual({ problem: 'answer_title_required', answer: 2 });
  });

  it('refuses two items alike, as players could not tell them apart', () => {
    const q = planets();
    q.answers[3] = { ...q.answers[3]!, title: 'earth ' };
    expect(problemOf(q)).toEqual({ problem: 'sorting_item_duplicate', answer: 3 });
  });

  it('refuses a score out of range', () => {
    const q = planets();
    q.answers[0] = { ...q.answers[0]!, score: 10_001 };
    expect(problemOf(q)).toEqual({ problem: 'answer_score_invalid', answer: 0 });
  });

  it('keeps only the first item marked correct, whatever came in', () => {
    const q = planets();
    q.answers = q.answers.map((a) => ({ ...a, is_correct: true }));
    const checked = sortingListType.check(q);
    expect('question' in checked && checked.question.answers.map((a) => a.is_correct)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('sorting_list: editing rules (spec §4)', () => {
  it('starts with two blank items, the first correct, worth 1000 points', () => {
    const q = createQuestion('sorting_list', deps()) as SortingListQuestion;
    expect(q.answers.map((a) => [a.title, a.is_correct, a.score])).toEqual([
      ['', true, 1000],
      ['', false, 1000],
    ]);
  });

  it('adding an item copies the first answer as a blank, incorrect one', () => {
    const q = planets();
    q.answers[0] = { ...q.answers[0]!, score: 2000 };
    const added = addSortingItem(q, () => 'new');
    expect(added.answers).toHaveLength(5);
    expect(added.answers[4]).toEqual({ answer_id: 'new', title: '', is_correct: false, score: 2000 });
  });

  it('adds nothing past ten items', () => {
    const ten = { ...planets(), answers: Array.from({ length: 10 }, (_, i) => item(`i${i}`, `${i}`)) };
    expect(addSortingItem(ten, () => 'new').answers).toHaveLength(10);
  });

  it('after a drop only the first answer is correct', () => {
    const moved = moveSortingItem(planets(), 2, 0);
    expect(moved.answers.map((a) => a.answer_id)).toEqual(['earth', 'mercury', 'venus', 'mars']);
    expect(moved.answers.map((a) => a.is_correct)).toEqual([true, false, false, false]);
  });

  it('removing an item keeps two at least and the new first item correct', () => {
    const removed = removeSortingItem(planets(), 0);
    expect(removed.answers.map((a) => [a.answer_id, a.is_correct])).toEqual([
      ['venus', true],
      ['earth', false],
      ['mars', false],
    ]);
    const two = { ...planets(), answers: planets().answers.slice(0, 2) };
    expect(removeSortingItem(two, 1)).toBe(two);
  });

  it('switching from multiple choice keeps the answers as items, only the first correct', () => {
    const basic = newBasicQuestion(deps('b'));
    basic.title = 'Order these';
    basic.answers = [
      { ...item('x', 'Second'), is_correct: false },
      { ...item('y', 'First'), is_correct: true },
      item('z', 'Third'),
    ];
    const sorted = changeQuestionType(basic, 'sorting_list', deps()) as SortingListQuestion;
    expect(sorted.title).toBe('Order these');
    expect(sorted.answers.map((a) => [a.title, a.is_correct])).toEqual([
      ['Second', true],
      ['First', false],
      ['Third', false],
    ]);
  });

  it('a one-answer question gains a second item', () => {
    const one = { ...newBasicQuestion(deps('b')), answers: [item('only', 'Only')] };
    const sorted = changeQuestionType(one, 'sorting_list', deps()) as SortingListQuestion;
    expect(sorted.answers).toHaveLength(2);
    expect(sorted.answers[1]!.title).toBe('');
  });
});

describe('sorting_list: what players see', () => {
  it('shows every item, shuffled, never in the correct order', () => {
    for (const id of ['q1', 'q2', 'q3', 'q4', 'q5', 'q-planets', 'another']) {
      for (const size of [2, 3, 4, 7]) {
        const q = {
          ...planets(),
          question_id: id,
          answers: Array.from({ length: size }, (_, i) => item(`i${i}`, `${i}`)),
        };
        const shown = sortingListType.publicView(q).items.map((i) => i.answer_id);
        expect([...shown].sort()).toEqual(q.answers.map((a) => a.answer_id).sort());
        expect(shown).not.toEqual(q.answers.map((a) => a.answer_id));
      }
    }
  });

  it('shows the same order on every screen, every time', () => {
    expect(sortingListType.publicView(planets())).toEqual(sortingListType.publicView(planets()));
  });

  it('carries no answer key: no is_correct, no score', () => {
    const shown = JSON.stringify(sortingListType.publicView(planets()));
    expect(shown).not.toContain('is_correct');
    expect(shown).not.toContain('score');
  });
});

describe('sorting_list: a phone’s answer', () => {
  const q = planets();
  it('takes every item once, in any order', () => {
    expect(readAnswer(q, order('venus', 'mercury', 'mars', 'earth'))).toEqual(
      order('venus', 'mercury', 'mars', 'earth'),
    );
  });

  it('refuses duplicates, missing items and unknown items', () => {
    const refused = { problem: 'answer_order_invalid' };
    expect(readAnswer(q, order('venus', 'venus', 'mars', 'earth'))).toEqual(refused);
    expect(readAnswer(q, order('venus', 'mars', 'earth'))).toEqual(refused);
    expect(readAnswer(q, order('venus', 'mercury', 'mars', 'pluto'))).toEqual(refused);
    expect(readAnswer(q, order('venus', 'mercury', 'mars', 'earth', 'pluto'))).toEqual(refused);
    expect(readAnswer(q, order())).toEqual(refused);
    expect(readAnswer(q, order(MEGABYTE, 'mercury', 'mars', 'earth'))).toEqual(refused);
  });

  it('refuses an answer of another kind', () => {
    expect(readAnswer(q, { kind: 'choice', answerIds: ['venus'] })).toEqual({ problem: 'answer_invalid' });
    expect(readAnswer(q, { kind: 'text', text: MEGABYTE })).toEqual({ problem: 'answer_invalid' });
  });
});

describe('sorting_list: scoring (partial, by place)', () => {
  const q = planets();
  it('the right order is correct and earns the first item’s score, weighted by speed', () => {
    expect(sortingListType.score(q, order('mercury', 'venus', 'earth', 'mars'), instant)).toEqual({
      correct: true,
      points: 1000,
    });
    expect(sortingListType.score(q, order('mercury', 'venus', 'earth', 'mars'), atTheClose)).toEqual({
      correct: true,
      points: 500,
    });
  });

  it('each item in its place earns its share, but the answer is not correct', () => {
    // Earth and Mars swapped: two of four in place.
    expect(sortingListType.score(q, order('mercury', 'venus', 'mars', 'earth'), instant)).toEqual({
      correct: false,
      points: 500,
    });
    expect(sortingListType.score(q, order('venus', 'mercury', 'mars', 'earth'), instant)).toEqual({
      correct: false,
      points: 0,
    });
  });
});

describe('sorting_list: result', () => {
  it('counts the perfect lists and each item put in its place; the order only when shown', () => {
    const answers = [
      order('mercury', 'venus', 'earth', 'mars'),
      order('mercury', 'venus', 'mars', 'earth'),
      order('venus', 'mercury', 'earth', 'mars'),
    ];
    const shown = sortingListType.summarize(planets(), answers, true);
    expect(shown.fully_correct).toBe(1);
    expect(shown.in_place).toEqual({ mercury: 2, venus: 2, earth: 2, mars: 2 });
    expect(shown.correct_order?.map((i) => i.title)).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    expect(sortingListType.summarize(planets(), answers, false).correct_order).toBeNull();
  });
});
