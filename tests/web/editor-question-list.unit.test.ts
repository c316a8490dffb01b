import { describe, expect, it } from 'vitest';
import {
  type BasicKind,
  type BasicQuestion,
  newBasicQuestion,
} from '../../domain/question-types/basic/index.ts';
import type { DraftQuestion } from '../../web/features/editor/question-factory.ts';
import {
  duplicateQuestion,
  moveQuestion,
  removeQuestion,
  replaceQuestion,
} from '../../web/features/editor/question-list.ts';
import {
  addAnswer,
  canAddAnswer,
  canRemoveAnswer,
  removeAnswer,
  setCorrect,
} from '../../web/question-types/basic/basic-answers.ts';

let next = 0;
const newId = () => `id-${++next}`;
const deps = { newId, trueLabel: 'True', falseLabel: 'False' };
const newQuestion = (kind: BasicKind, d: typeof deps): BasicQuestion => newBasicQuestion(d, kind);
const titled = (title: string): BasicQuestion => ({ ...newQuestion('multiple_choice', deps), title });
const titles = (list: readonly DraftQuestion[]) => list.map((q) => q.title);

describe('the question list', () => {
  const list = [titled('A'), titled('B'), titled('C')];

  it('moves a question up or down one place', () => {
    expect(titles(moveQuestion(list, 1, -1))).toEqual(['B', 'A', 'C']);
    expect(titles(moveQuestion(list, 1, 1))).toEqual(['A', 'C', 'B']);
  });

  it('moves nothing past either end, and leaves the list it was given alone', () => {
    expect(titles(moveQuestion(list, 0, -1))).toEqual(['A', 'B', 'C']);
    expect(titles(moveQuestion(list, 2, 1))).toEqual(['A', 'B', 'C']);
    expect(titles(moveQuestion(list, 7, -1))).toEqual(['A', 'B', 'C']);
    expect(titles(list)).toEqual(['A', 'B', 'C']);
  });

  it('puts a duplicate with fresh ids right after the original', () => {
    const copied = duplicateQuestion(list, 0, newId);
    expect(titles(copied)).toEqual(['A', 'A', 'B', 'C']);
    expect(copied[1]!.question_id).not.toBe(copied[0]!.question_id);
    expect(new Set(copied.map((q) => q.question_id)).size).toBe(4);
  });

  it('removes and replaces by position', () => {
    expect(titles(removeQuestion(list, 1))).toEqual(['A', 'C']);
    expect(titles(replaceQuestion(list, 2, titled('Z')))).toEqual(['A', 'B', 'Z']);
  });
});

describe('answers', () => {
  it('adds answers up to ten, and removes them down to two', () => {
    let question = newQuestion('multiple_choice', deps);
    for (let i = 0; i < 20; i++) question = addAnswer(question, newId);
    expect(question.answers).toHaveLength(10);
    expect(canAddAnswer(question)).toBe(false);
    for (let i = 0; i < 20; i++) question = removeAnswer(question, 0);
    expect(question.answers).toHaveLength(2);
    expect(canRemoveAnswer(question)).toBe(false);
  });

  it('adds poll answers worth no points', () => {
    const poll = addAnswer(newQuestion('poll', deps), newId);
    expect(poll.answers[2]).toMatchObject({ title: '', is_correct: false, score: 0 });
  });

  it('keeps the two answers of a true/false question', () => {
    const question = newQuestion('true_false', deps);
    expect(canAddAnswer(question)).toBe(false);
    expect(canRemoveAnswer(question)).toBe(false);
    expect(addAnswer(question, newId)).toBe(question);
    expect(removeAnswer(question, 0)).toBe(question);
  });

  it('lets multiple choice have several correct answers', () => {
    const question = setCorrect(newQuestion('multiple_choice', deps), 1, true);
    expect(question.answers.map((a) => a.is_correct)).toEqual([true, true]);
    expect(setCorrect(question, 0, false).answers.map((a) => a.is_correct)).toEqual([false, true]);
  });

  it('gives true/false exactly one correct answer', () => {
    const question = setCorrect(newQuestion('true_false', deps), 1, true);
    expect(question.answers.map((a) => a.is_correct)).toEqual([false, true]);
    expect(setCorrect(question, 1, false)).toBe(question);
  });

  it('never marks a poll answer correct', () => {
    const poll = newQuestion('poll', deps);
    expect(setCorrect(poll, 0, true)).toBe(poll);
  });
});
