import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { PlayerAnswerSchema } from '../../api/contracts/player-answer.ts';
import type { AnswerKind, AnswerOfKind } from '../../domain/question-types/player-answer.ts';
import {
  answerFor,
  type KeyValueStore,
  readHostSession,
  readPendingAnswer,
  readPlayerSession,
  readScreenSession,
  writeHostSession,
  writePendingAnswer,
  writePlayerSession,
  writeScreenSession,
} from '../../web/features/live/live-storage.ts';
import { memoryStore } from '../support/memory-store.ts';

const GAME = '7d0b1f1e-8a44-4a43-9c57-0e8d3c1b2a10';
const player = { gameId: GAME, pin: '482913', playerToken: 'p1.signature', name: 'Anna' };

describe('what a tab keeps to resume a game', () => {
  it('keeps the player’s token so a reload resumes the same player', () => {
    const store = memoryStore();
    expect(readPlayerSession(store)).toBeNull();
    writePlayerSession(store, player);
    expect(readPlayerSession(store)).toEqual(player);
    writePlayerSession(store, null);
    expect(readPlayerSession(store)).toBeNull();
  });

  it('keeps the quizmaster’s game', () => {
    const store = memoryStore();
    writeHostSession(store, { gameId: GAME, quizId: 'q1', pin: '482913' });
    expect(readHostSession(store)).toEqual({ gameId: GAME, quizId: 'q1', pin: '482913' });
  });

  it('keeps the second screen’s token', () => {
    const store = memoryStore();
    writeScreenSession(store, { gameId: GAME, screenToken: 'screen-token' });
    expect(readScreenSession(store)).toEqual({ gameId: GAME, screenToken: 'screen-token' });
  });

  it('ignores what it cannot trust: broken JSON, missing fields, wrong types', () => {
    const store = memoryStore();
    for (const raw of ['{', '[]', '"text"', '{"gameId":1}', JSON.stringify({ ...player, name: '' })]) {
      store.data.set('kviss.live.player', raw);
      expect(readPlayerSession(store), raw).toBeNull();
    }
    store.data.set(
      'kviss.live.answer',
      JSON.stringify({ gameId: GAME, index: 0.5, answerIds: [], submissionId: 'x' }),
    );
    expect(readPendingAnswer(store)).toBeNull();
  });

  it('keeps an answer until it is acknowledged, for this game and question only', () => {
    const store = memoryStore();
    writePlayerSession(store, player);
    const answer = {
      gameId: GAME,
      index: 1,
      answer: { kind: 'choice' as const, answerIds: ['oslo'] },
      submissionId: 'abc12345',
      acknowledged: false,
    };
    writePendingAnswer(store, answer);
    expect(answerFor(store, GAME, 1)).toEqual(answer);
    expect(answerFor(store, GAME, 2)).toBeNull();
    expect(answerFor(store, 'another-game', 1)).toBeNull();
    // Joining another game forgets the answer kept for the last one.
    writePlayerSession(store, { ...player, gameId: 'another-game' });
    expect(readPendingAnswer(store)).toBeNull();
  });

  // One answer of every kind: a kind added to domain/question-types/player-answer.ts needs its sample here.
  const answerOfEveryKind: { [K in AnswerKind]: AnswerOfKind<K> } = {
    choice: { kind: 'choice', answerIds: ['oslo', 'bergen'] },
    text: { kind: 'text', text: 'Oslo' },
    order: { kind: 'order', answerIds: ['c', 'a', 'b'] },
    point: { kind: 'point', x: 0.25, y: 0.75 },
    number: { kind: 'number', value: 1814 },
  };

  it.each(Object.values(answerOfEveryKind))('resends a kept $kind answer as it was given', (given) => {
    // The answer is one the server takes, so what comes back from storage is sent again unchanged.
    expect(Value.Check(PlayerAnswerSchema, given)).toBe(true);
    const store = memoryStore();
    const kept = { gameId: GAME, index: 2, answer: given, submissionId: 'abc12345', acknowledged: false };
    writePendingAnswer(store, kept);
    expect(answerFor(store, GAME, 2)).toEqual(kept);
  });

  it('drops a kept answer of a kind it does not know, or of the wrong shape for its kind', () => {
    const store = memoryStore();
    for (const answer of [
      { kind: 'drawing', strokes: [] },
      { kind: 'toString' },
      { kind: 'point', x: '0.5', y: 0.5 },
      { kind: 'order', answerIds: [1, 2] },
      { answerIds: ['oslo'] },
    ]) {
      store.data.set(
        'kviss.live.answer',
        JSON.stringify({ gameId: GAME, index: 0, answer, submissionId: 'abc12345' }),
      );
      expect(readPendingAnswer(store), JSON.stringify(answer)).toBeNull();
    }
  });

  it('keeps playing when storage refuses to write (private mode, full)', () => {
    const store: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writePlayerSession(store, player)).not.toThrow();
  });
});
