import { describe, expect, it } from 'vitest';
import { hostReturnPath, returnToFrom } from '../../web/features/live/host-return.ts';
import { readHostSession, writeHostSession } from '../../web/features/live/live-storage.ts';
import { memoryStore } from '../support/memory-store.ts';

const QUIZ = '6f1c2a3b-0d4e-4f5a-8b6c-7d8e9f0a1b2c';

describe('where the quizmaster goes when a game is closed or cancelled', () => {
  it('goes back to the page "Host live" was pressed on', () => {
    expect(returnToFrom({ returnTo: '/my-quiz/en?tab=quizzes' })).toBe('/my-quiz/en?tab=quizzes');
    expect(hostReturnPath({ quizId: QUIZ, returnTo: '/my-quiz/en' })).toBe('/my-quiz/en');
  });

  it('goes to the quiz’s editor when that page is unknown or not on this site', () => {
    for (const state of [null, undefined, 'text', {}, { returnTo: 7 }, { returnTo: '//evil.example/x' }]) {
      expect(returnToFrom(state), JSON.stringify(state)).toBeNull();
    }
    expect(hostReturnPath({ quizId: QUIZ })).toBe(`/my-quiz/edit/${QUIZ}`);
    expect(hostReturnPath({ quizId: QUIZ, returnTo: 'https://evil.example/' })).toBe(`/my-quiz/edit/${QUIZ}`);
  });

  it('keeps that page with the game, so a reload still knows it', () => {
    const store = memoryStore();
    const session = { gameId: 'g1', quizId: QUIZ, pin: '482913', returnTo: '/my-quiz/en' };
    writeHostSession(store, session);
    expect(readHostSession(store)).toEqual(session);
  });
});
