import { describe, expect, it } from 'vitest';
import {
  type BasicKind,
  changeBasicKind as changeKind,
  newBasicQuestion,
} from '../../domain/question-types/basic/index.ts';
import { checkQuestion } from '../../domain/question-types/registry.ts';
import { copyQuestion, type QuestionFactoryDeps } from '../../web/features/editor/question-factory.ts';

const newQuestion = (kind: BasicKind, deps: QuestionFactoryDeps) => newBasicQuestion(deps, kind);

function depsWithIds(): QuestionFactoryDeps {
  let next = 0;
  return { newId: () => `id-${++next}`, trueLabel: 'Sant', falseLabel: 'Usant' };
}

describe('new questions', () => {
  it('makes a multiple-choice question with two blank answers, the first correct, 30 s and 1000 points', () => {
    const question = newQuestion('multiple_choice', depsWithIds());
    expect(question).toEqual({
      question_id: 'id-1',
      question_type: 'basic',
      kind: 'multiple_choice',
      title: '',
      time_limit: 30,
      explanation: '',
      answers_required: 'one',
      chart_type: 'bar',
      answers: [
        { answer_id: 'id-2', title: '', is_correct: true, score: 1000 },
        { answer_id: 'id-3', title: '', is_correct: false, score: 1000 },
      ],
    });
  });

  it('makes a true/false question with the translated preset answers, "true" correct', () => {
    const question = newQuestion('true_false', depsWithIds());
    expect(question.answers.map((a) => [a.title, a.is_correct])).toEqual([
      ['Sant', true],
      ['Usant', false],
    ]);
  });

  it('makes a poll with two blank answers, none correct and worth nothing', () => {
    const question = newQuestion('poll', depsWithIds());
    expect(question.answers).toHaveLength(2);
    expect(question.answers.every((a) => !a.is_correct && a.score === 0)).toBe(true);
  });

  it('makes questions the server accepts once the blanks are filled in', () => {
    for (const kind of ['multiple_choice', 'true_false', 'poll'] as const) {
      const question = newQuestion(kind, depsWithIds());
      const filled = {
        ...question,
        title: 'Which?',
        answers: question.answers.map((a, i) => ({ ...a, title: a.title || `Answer ${i}` })),
      };
      expect(checkQuestion(filled), kind).toHaveProperty('question');
    }
  });
});

describe('changing the kind of a question', () => {
  it('keeps the title and time, and gives true/false its two preset answers', () => {
    const deps = depsWithIds();
    const question = { ...newQuestion('multiple_choice', deps), title: 'Is it?', time_limit: 90 };
    const changed = changeKind(question, 'true_false', deps);
    expect(changed).toMatchObject({ kind: 'true_false', title: 'Is it?', time_limit: 90 });
    expect(changed.answers.map((a) => a.title)).toEqual(['Sant', 'Usant']);
  });

  it('turns a multiple-choice question into a poll without correct answers or points, keeping the texts', () => {
    const deps = depsWithIds();
    const question = newQuestion('multiple_choice', deps);
    question.answers[0]!.title = 'Red';
    const poll = changeKind({ ...question, answers_required: 'all' }, 'poll', deps);
    expect(poll.answers.map((a) => [a.title, a.is_correct, a.score])).toEqual([
      ['Red', false, 0],
      ['', false, 0],
    ]);
    expect(poll.answers_required).toBe('one');
  });

  it('turns a poll back into multiple choice with the first answer correct and default points', () => {
    const deps = depsWithIds();
    const back = changeKind(newQuestion('poll', deps), 'multiple_choice', deps);
    expect(back.answers.map((a) => [a.is_correct, a.score])).toEqual([
      [true, 1000],
      [false, 1000],
    ]);
  });

  it('changes nothing when the kind is the same', () => {
    const deps = depsWithIds();
    const question = newQuestion('poll', deps);
    expect(changeKind(question, 'poll', deps)).toBe(question);
  });
});

describe('copying a question', () => {
  it('keeps everything but gives the question and each answer a fresh id', () => {
    const deps = depsWithIds();
    const question = { ...newQuestion('multiple_choice', deps), title: 'Original' };
    const copy = copyQuestion(question, deps.newId);
    if (copy.question_type !== 'basic') throw new Error('a copy keeps its type');
    expect(copy.title).toBe('Original');
    expect(copy.question_id).not.toBe(question.question_id);
    expect(copy.answers.map((a) => a.answer_id)).not.toEqual(question.answers.map((a) => a.answer_id));
    expect(copy.answers.map(({ answer_id: _, ...rest }) => rest)).toEqual(
      question.answers.map(({ answer_id: _, ...rest }) => rest),
    );
  });
});
