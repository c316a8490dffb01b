import { describe, expect, it } from 'vitest';
import {
  changeQuestionType,
  createQuestion,
  QUESTION_TYPE_NAMES,
  type QuestionTypeName,
  type QuizQuestion,
} from '../../../domain/question-types/registry.ts';

/*
 * Spec §4's rules for switching a question's type, across every type through the registry (each
 * type's own rules — a sorting list's added item, typing's 100/0 — are in its own test file).
 */
function deps() {
  let next = 0;
  return { newId: () => `id-${++next}`, trueLabel: 'True', falseLabel: 'False' };
}

const answersOf = (question: QuizQuestion): unknown[] =>
  'answers' in question && Array.isArray(question.answers) ? question.answers : [];

/** A puzzle keeps a single answer (spec §4): the one-answer question the rules start from. */
function oneAnswerQuestion(): QuizQuestion {
  const puzzle = {
    ...createQuestion('puzzle', deps()),
    title: 'Put it together',
    image: '/media/quiz-images/a.png',
  };
  expect(answersOf(puzzle)).toHaveLength(1);
  return puzzle;
}

describe('switching a question to another type (spec §4)', () => {
  const keepsOneAnswer: QuestionTypeName[] = ['typing_question', 'hotspot', 'scramble', 'puzzle'];

  it.each(
    QUESTION_TYPE_NAMES.filter(
      (type) =>
        !keepsOneAnswer.includes(type) && type !== 'slide' && type !== 'word_cloud' && type !== 'slider',
    ),
  )('a one-answer question switched to %s gains a second answer', (type) => {
    const changed = changeQuestionType(oneAnswerQuestion(), type, deps());
    expect(changed.question_type).toBe(type);
    expect(answersOf(changed).length).toBeGreaterThanOrEqual(2);
  });

  it.each(keepsOneAnswer)('a one-answer question switched to %s gains no second answer', (type) => {
    const changed = changeQuestionType(oneAnswerQuestion(), type, deps());
    expect(answersOf(changed)).toHaveLength(1);
  });

  it.each(QUESTION_TYPE_NAMES)('the title and time survive a switch to %s', (type) => {
    const changed = changeQuestionType({ ...oneAnswerQuestion(), time_limit: 45 }, type, deps());
    expect(changed).toMatchObject({ title: 'Put it together', time_limit: 45 });
  });

  it.each(QUESTION_TYPE_NAMES.filter((type) => type !== 'music'))(
    'the song is dropped when a music question becomes %s',
    (type) => {
      const music = { ...createQuestion('music', deps()), title: 'Name that tune' };
      expect(music).toHaveProperty('song');
      expect(changeQuestionType(music, type, deps())).not.toHaveProperty('song');
    },
  );
});
