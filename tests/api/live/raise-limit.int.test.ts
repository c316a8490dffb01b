import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openRoom as openLiveRoom } from '../../support/live-room.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * The lobby's "raise the limit" (issue 10, item 2): only the room's quizmaster, only up to what the
 * operator permits, and the quiz's own limit rises with it, so the next game takes as many.
 */

describe.each(postgresBackends())('raising a room past its quiz’s limit ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp(backend, { maxPlayersPerGame: 50 });
    host = await signUp(t.app, 'Quiz Master');
  });
  afterAll(async () => t?.close());

  const openRoom = async (quizId: string) => {
    const { gameId, pin } = await openLiveRoom(t.app, host, quizId);
    return { game_id: gameId, pin };
  };

  const raise = (gameId: string, playerLimit: number, headers = host.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/player-limit`,
      headers,
      payload: { player_limit: playerLimit },
    });

  it('raises the room and the quiz together, and the next game of the quiz takes as many', async () => {
    const quizId = await liveQuiz(t.app, host.headers);
    const { game_id } = await openRoom(quizId);
    const raised = await raise(game_id, 12);
    expect(raised.json()).toEqual({ data: { player_limit: 12, quiz_limit: 12 } });

    const quiz = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/id/${quizId}`,
      headers: host.headers,
    });
    expect(quiz.json().data.limit_player).toBe(12);

    const next = await openRoom(quizId);
    const screen = await gameSocket(t.app);
    await screen.request({ type: 'game.host', gameId: next.game_id, token: host.token });
    const lobby = await screen.next((m) => m.type === 'game.host');
    expect(lobby.host).toMatchObject({
      playerLimit: 12,
      maxPlayerLimit: 12,
      limitReason: 'quiz',
      raiseLimitTo: 50,
    });
  });

  it('refuses more than the operator permits, and anyone but the room’s quizmaster', async () => {
    const quizId = await liveQuiz(t.app, host.headers);
    const { game_id } = await openRoom(quizId);
    const tooMany = await raise(game_id, 51);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('player_limit_above_operator');

    const stranger = await signUp(t.app, 'Someone Else');
    const refused = await raise(game_id, 12, stranger.headers);
    expect(refused.statusCode).toBe(403);
    const quiz = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/id/${quizId}`,
      headers: host.headers,
    });
    expect(quiz.json().data.limit_player).toBe(5);
  });
});
