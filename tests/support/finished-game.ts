import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { gameSocket } from './game-socket.ts';
import { openHostedRoom } from './live-room.ts';

/**
 * A live game of a LIVE_QUESTIONS quiz played to its end over the socket: each player joins, answers
 * the first question (Oslo when `right`), and the quizmaster ends the game. Resolves with its id.
 */
export async function finishedGame(
  app: FastifyInstance,
  host: { headers: Record<string, string>; token: string },
  quizId: string,
  players: ReadonlyArray<{ name: string; right: boolean }>,
): Promise<string> {
  const { gameId, pin, master } = await openHostedRoom(app, host, quizId);
  const phones = await Promise.all(players.map(() => gameSocket(app)));
  for (const [i, phone] of phones.entries()) {
    const joined = await phone.request({ type: 'game.join', pin, name: players[i]!.name });
    if (joined.type !== 'game.joined')
      throw new Error(`${players[i]!.name} could not join: ${JSON.stringify(joined)}`);
  }
  await master.request({ type: 'game.control', gameId, action: 'start' });
  await master.request({ type: 'game.control', gameId, action: 'next' });
  for (const [i, phone] of phones.entries()) {
    await phone.request({
      type: 'game.answer',
      gameId,
      index: 0,
      answer: { kind: 'choice', answerIds: [players[i]!.right ? 'oslo' : 'bergen'] },
      submissionId: `${gameId}-${i}`,
    });
  }
  const ended = await master.request({ type: 'game.control', gameId, action: 'end' });
  if (ended.type === 'game.error') throw new Error(`ending the game failed: ${JSON.stringify(ended)}`);
  for (const socket of [master, ...phones]) socket.close();
  // The game's report is a read model: wait until it shows the end, as a teacher opening reports would.
  await vi.waitFor(
    async () => {
      const report = await app.inject({
        method: 'GET',
        url: `/api/reports/games/${gameId}`,
        headers: host.headers,
      });
      expect(report.json().data?.phase).toBe('finished');
    },
    { timeout: 10_000, interval: 50 },
  );
  return gameId;
}
