import { wsClient } from '../support/ws-client.ts';

/**
 * A live game played to its end by bots over a real socket (the way a class's phones would): the
 * quizmaster opens a room through the API and hosts it, each bot joins and answers the first question
 * of a LIVE_QUESTIONS quiz (Oslo when `right`), and the quizmaster ends the game. Resolves with its id.
 */
export async function botGame(
  baseUrl: string,
  token: string,
  quizId: string,
  players: ReadonlyArray<{ name: string; right: boolean }>,
): Promise<string> {
  const opened = await fetch(new URL('/api/games', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ quiz_id: quizId }),
  });
  if (opened.status !== 201)
    throw new Error(`opening a room failed: ${opened.status} ${await opened.text()}`);
  const { game_id: gameId, pin } = ((await opened.json()) as { data: { game_id: string; pin: string } }).data;
  const socketUrl = `${baseUrl.replace(/^http/, 'ws')}/ws`;
  const host = await wsClient(socketUrl);
  await host.request({ type: 'game.host', gameId, token });
  const bots = await Promise.all(players.map(() => wsClient(socketUrl)));
  for (const [i, bot] of bots.entries()) {
    const joined = await bot.request({ type: 'game.join', pin, name: players[i]!.name });
    if (joined.type !== 'game.joined')
      throw new Error(`${players[i]!.name} could not join: ${JSON.stringify(joined)}`);
  }
  await host.request({ type: 'game.control', gameId, action: 'start' });
  await host.request({ type: 'game.control', gameId, action: 'next' });
  for (const [i, bot] of bots.entries())
    await bot.request({
      type: 'game.answer',
      gameId,
      index: 0,
      answer: { kind: 'choice', answerIds: [players[i]!.right ? 'oslo' : 'bergen'] },
      submissionId: `${gameId}-${i}`,
    });
  await host.request({ type: 'game.control', gameId, action: 'end' });
  for (const socket of [host, ...bots]) socket.close();
  return gameId;
}
