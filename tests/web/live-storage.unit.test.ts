import { describe, expect, it } from 'vitest';
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
