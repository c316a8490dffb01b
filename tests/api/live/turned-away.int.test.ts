import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * Issue 28, item 1: a pupil turned away by a full room is no secret to the quizmaster. The refusal
 * is recorded (PlayerTurnedAway) and reaches the quizmaster's screen only; the phones already in the
 * room hear nothing of it. Raising the limit answers it: the count starts again and the pupil gets in.
 */
describe.each(postgresBackends())('a phone turned away by a full room ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp(backend, { maxPlayersPerGame: 50 });
    host = await signUp(t.app, 'Quiz Master');
  });
  afterAll(async () => t?.close());

  it('tells the quizmaster, never the room, and lets the pupil in once the limit is raised', async () => {
    const quizId = await liveQuiz(t.app, host.headers, { limitPlayer: 1 });
    const { gameId, pin, master } = await openHostedRoom(t.app, host, quizId);
    const anna = await gameSocket(t.app);
    expect((await anna.request({ type: 'game.join', pin, name: 'Anna' })).type).toBe('game.joined');
    await master.next(
      (m) => m.type === 'game.host' && (m.host as { players: unknown[] }).players.length === 1,
    );
    const annaHeard = anna.received.length;

    const bert = await gameSocket(t.app);
    expect(await bert.request({ type: 'game.join', pin, name: 'Bert' })).toMatchObject({
      type: 'game.error',
      code: 'join_player_limit_reached',
    });
    const told = await master.next(
      (m) => m.type === 'game.host' && (m.host as { turnedAway: number }).turnedAway === 1,
    );
    expect(told.host).toMatchObject({ playerLimit: 1, turnedAway: 1 });
    // Recorded in the game's log, without the refused name.
    const recorded = (await t.deps.store.readStream(`game-${gameId}`)).filter(
      (e) => e.type === 'PlayerTurnedAway',
    );
    expect(recorded.map((e) => e.data)).toEqual([{ at: expect.any(String), playerLimit: 1 }]);
    expect(JSON.stringify(recorded.map((e) => e.data))).not.toContain('Bert');
    // Anna's phone was told nothing about it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(anna.received.slice(annaHeard)).toEqual([]);

    // The quizmaster raises the limit (the quiz's with it): the count starts again, and Bert gets in.
    const raised = await t.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/player-limit`,
      headers: host.headers,
      payload: { player_limit: 2 },
    });
    expect(raised.statusCode).toBe(200);
    await master.next(
      (m) =>
        m.type === 'game.host' &&
        (m.host as { playerLimit: number; turnedAway: number }).playerLimit === 2 &&
        (m.host as { turnedAway: number }).turnedAway === 0,
    );
    expect((await bert.request({ type: 'game.join', pin, name: 'Bert' })).type).toBe('game.joined');
  });
});
