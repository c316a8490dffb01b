import { describe, expect, it } from 'vitest';
import { decide } from '../../domain/quiz/decide.ts';
import { evolve, initialState, type QuizEvent } from '../../domain/quiz/events.ts';
import { checkQuizTitle, isQuizCode, quizCodeFromBytes } from '../../domain/quiz/rules.ts';
import { deciderSpec } from '../support/decider.ts';

const quizId = '3f0c6a8e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const created: QuizEvent = {
  type: 'QuizCreated',
  data: { quizId, code: 'abcd2345', title: 'Flags', ownerId: 'owner-1' },
};
const owner = { userId: 'owner-1', isAdmin: false };

/** Given past events, when a command, then new events (or a rule's error code). */
const { given } = deciderSpec({ decide, evolve, initialState });

describe('quiz decider', () => {
  it('creates a quiz with a trimmed, normalised title', () => {
    expect(
      given().when({
        type: 'CreateQuiz',
        data: { quizId, code: 'abcd2345', title: '  Cafe\u0301 quiz ', ownerId: 'u1' },
      }),
    ).toEqual({
      events: [
        { type: 'QuizCreated', data: { quizId, code: 'abcd2345', title: 'Café quiz', ownerId: 'u1' } },
      ],
    });
  });

  it('refuses to create a quiz twice', () => {
    expect(given(created).when({ type: 'CreateQuiz', data: { ...created.data } })).toEqual({
      error: 'quiz_already_exists',
    });
  });

  it('refuses blank and overlong titles', () => {
    expect(given().when({ type: 'CreateQuiz', data: { ...created.data, title: ' \t ' } })).toEqual({
      error: 'quiz_title_required',
    });
    expect(
      given(created).when({
        type: 'ChangeQuizTitle',
        data: { title: 'é'.repeat(151) },
        actor: owner,
      }),
    ).toEqual({
      error: 'quiz_title_too_long',
    });
  });

  it('changes the title, and records nothing when it is the same', () => {
    expect(
      given(created).when({
        type: 'ChangeQuizTitle',
        data: { title: 'World flags' },
        actor: owner,
      }),
    ).toEqual({
      events: [{ type: 'QuizTitleChanged', data: { quizId, title: 'World flags' } }],
    });
    expect(
      given(created).when({ type: 'ChangeQuizTitle', data: { title: ' Flags ' }, actor: owner }),
    ).toEqual({
      events: [],
    });
  });

  it('lets only the owner or an admin change a quiz', () => {
    const change = (actor: { userId: string; isAdmin: boolean }) =>
      given(created).when({ type: 'ChangeQuizTitle', data: { title: 'Hijacked' }, actor });
    expect(change({ userId: 'someone-else', isAdmin: false })).toEqual({ error: 'no_permission' });
    expect(change({ userId: 'an-admin', isAdmin: true })).toMatchObject({
      events: [{ type: 'QuizTitleChanged' }],
    });
  });

  it('cannot change a quiz that does not exist', () => {
    expect(given().when({ type: 'ChangeQuizTitle', data: { title: 'x' }, actor: owner })).toEqual({
      error: 'quiz_not_found',
    });
  });
});

describe('quiz rules', () => {
  it('counts title length in characters as displayed, not UTF-16 units', () => {
    expect(checkQuizTitle('🎉'.repeat(150))).toEqual({ title: '🎉'.repeat(150) });
  });

  it('makes codes from the unambiguous alphabet and recognises them', () => {
    const code = quizCodeFromBytes(new Uint8Array([0, 1, 2, 3, 250, 251, 252, 255]));
    expect(code).toHaveLength(8);
    expect(isQuizCode(code)).toBe(true);
    expect(isQuizCode('abcd0o1l')).toBe(false);
    expect(isQuizCode('no-such')).toBe(false);
  });
});
