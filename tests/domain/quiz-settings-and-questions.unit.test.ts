import { describe, expect, it } from 'vitest';
import { DEFAULT_AUDIENCE } from '../../domain/quiz/audience.ts';
import { decide, type QuizCommand } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent } from '../../domain/quiz/events.ts';
import { DEFAULT_QUIZ_SETTINGS, type QuizQuestion, questionsToPlay } from '../../domain/quiz/rules.ts';
import { brokenRule, deciderSpec } from '../support/decider.ts';

const owner = { userId: 'owner', isAdmin: false };
const created: QuizEvent = {
  type: 'QuizCreated',
  data: { quizId: 'quiz', code: 'abcd2345', title: 'T', ownerId: 'owner' },
};
const q = (id: string, status?: boolean): QuizQuestion => ({
  question_id: id,
  question_type: 'basic',
  kind: 'multiple_choice',
  title: `Question ${id}`,
  time_limit: 30,
  explanation: '',
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}a`, title: 'Yes', is_correct: true, score: 1000 },
    { answer_id: `${id}b`, title: 'No', is_correct: false, score: 0 },
  ],
  ...(status === undefined ? {} : { status }),
});
const { given } = deciderSpec({ decide, evolve, initialState });
const save = (questions: QuizQuestion[], clonedFrom?: Record<string, string>): QuizCommand => ({
  type: 'SaveQuestions',
  data: { questions, ...(clonedFrom ? { clonedFrom } : {}) },
  actor: owner,
});
const withOneAndTwo = () => given(created, ...given(created).decide(save([q('1'), q('2')]))).state;

describe('cloning a question', () => {
  it('records the copy as added from its source, so the log says clone_question', () => {
    const events = decide(save([q('1'), q('1copy'), q('2')], { '1copy': '1' }), withOneAndTwo());
    expect(events).toEqual([
      { type: 'QuestionAdded', data: { quizId: 'quiz', question: q('1copy'), position: 1, clonedFrom: '1' } },
    ]);
  });

  it('refuses a copy of a question the quiz does not have, or a "copy" that already exists', () => {
    expect(
      brokenRule(() => decide(save([q('1'), q('2'), q('3')], { '3': 'elsewhere' }), withOneAndTwo())),
    ).toBe('question_clone_invalid');
    expect(brokenRule(() => decide(save([q('1'), q('2')], { '2': '1' }), withOneAndTwo()))).toBe(
      'question_clone_invalid',
    );
  });
});

describe('the per-question active switch', () => {
  it('switching a question off is an update the game then skips', () => {
    const events = decide(save([q('1'), q('2', false)]), withOneAndTwo());
    expect(events).toEqual([{ type: 'QuestionUpdated', data: { quizId: 'quiz', question: q('2', false) } }]);
    const state = given(created, ...given(created).decide(save([q('1'), q('2')])), ...events).state;
    if (state.status !== 'created') throw new Error('created');
    const played = questionsToPlay(state.questions, DEFAULT_QUIZ_SETTINGS, () => 0);
    expect(played.map((question) => question.question_id)).toEqual(['1']);
  });

  it('skips inactive questions in a random selection too', () => {
    const settings = { ...DEFAULT_QUIZ_SETTINGS, isRandomQuestionOrder: true };
    const played = questionsToPlay([q('1', false), q('2'), q('3', false)], settings, () => 0);
    expect(played.map((question) => question.question_id)).toEqual(['2']);
  });

  it('refuses a list with no active question, and an empty list', () => {
    expect(brokenRule(() => decide(save([q('1', false), q('2', false)]), withOneAndTwo()))).toBe(
      'question_active_required',
    );
    expect(brokenRule(() => decide(save([]), withOneAndTwo()))).toBe('questions_required');
  });
});

describe('who the quiz is for, and its closing message', () => {
  const update = (data: Extract<QuizCommand, { type: 'UpdateQuiz' }>['data']): QuizCommand => ({
    type: 'UpdateQuiz',
    data,
    actor: owner,
  });

  it('tidies tags and grades, and records the audience once', () => {
    const audience = {
      ...DEFAULT_AUDIENCE,
      tags: [' Geography ', 'geography', 'Europe'],
      countries: ['no', 'SE'],
      age: [8, 12] as [number, number],
      difficult: 10,
      class_subject: 'Social studies',
      class_grade: [5, 3, 5],
    };
    const events = given(created).decide(update({ audience, customMessage: ' Well played! ' }));
    expect(events).toEqual([
      {
        type: 'QuizAudienceChanged',
        data: {
          quizId: 'quiz',
          audience: {
            ...audience,
            tags: ['Geography', 'Europe'],
            countries: ['NO', 'SE'],
            class_grade: [3, 5],
          },
        },
      },
      { type: 'QuizCustomMessageChanged', data: { quizId: 'quiz', customMessage: 'Well played!' } },
    ]);
    expect(given(created, ...events).decide(update({ audience, customMessage: 'Well played!' }))).toEqual([]);
  });

  it.each([
    [{ age: [12, 8] as [number, number] }, 'age_invalid'],
    [{ age: [0, 100] as [number, number] }, 'age_invalid'],
    [{ class_grade: [13] }, 'class_grade_invalid'],
    [{ difficult: 0 }, 'difficult_invalid'],
    [{ countries: ['Norway'] }, 'country_invalid'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, 'tags_too_many'],
  ])('refuses %o with %s', (patch, code) => {
    expect(
      brokenRule(() => given(created).decide(update({ audience: { ...DEFAULT_AUDIENCE, ...patch } }))),
    ).toBe(code);
  });
});
