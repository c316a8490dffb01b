import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '../../web/socket/socket-messages.ts';

const GAME = '7d0b1f1e-8a44-4a43-9c57-0e8d3c1b2a10';

describe('live game messages from the server', () => {
  it('are read when they have their fields', () => {
    for (const message of [
      { v: 1, type: 'game.joined', ref: 'r1', gameId: GAME, playerToken: 'p.sig', room: {}, you: {} },
      { v: 1, type: 'game.room', gameId: GAME, room: { phase: 'lobby' } },
      { v: 1, type: 'game.you', gameId: GAME, you: { score: 10 } },
      { v: 1, type: 'game.host', gameId: GAME, host: { phase: 'lobby' }, screenToken: 'screen' },
      { v: 1, type: 'game.host', gameId: GAME, host: { phase: 'lobby' }, screenToken: null },
      { v: 1, type: 'game.ack', ref: 'r2', gameId: GAME, submissionId: 'abc12345' },
      { v: 1, type: 'game.error', ref: 'r3', code: 'join_not_live' },
      { v: 1, type: 'game.kicked', gameId: GAME },
      { v: 1, type: 'game.replaced', gameId: GAME },
    ]) {
      expect(parseServerMessage(JSON.stringify(message)), message.type).toEqual(message);
    }
  });

  it('are dropped when a field is missing or of the wrong kind', () => {
    for (const message of [
      { v: 1, type: 'game.joined', gameId: GAME, room: {}, you: {} },
      { v: 1, type: 'game.room', gameId: GAME, room: 'lobby' },
      { v: 1, type: 'game.you', gameId: GAME },
      { v: 1, type: 'game.host', gameId: GAME, host: {} },
      { v: 1, type: 'game.ack' },
      { v: 1, type: 'game.error', ref: 'r3' },
      { v: 1, type: 'game.kicked' },
      { v: 2, type: 'game.kicked', gameId: GAME },
    ]) {
      expect(parseServerMessage(JSON.stringify(message)), JSON.stringify(message)).toBeNull();
    }
  });
});
