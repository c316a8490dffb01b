import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleUserCommand } from '../../../commands/accounts/user-decider.ts';
import type { UserCommand } from '../../../domain/user/decide.ts';
import { findUserById } from '../../../projections/users/index.ts';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())("a quizmaster's account over the socket ($name PostgreSQL)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  async function hostedGame() {
    const host = await signUp(t.app, 'Quiz Master');
    const quizId = await liveQuiz(t.app, host.headers);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: host.headers,
      payload: { quiz_id: quizId },
    });
    expect(opened.statusCode).toBe(201);
    const { game_id: gameId, pin } = opened.json().data;
    const phone = await gameSocket(t.app);
    expect((await phone.request({ type: 'game.join', pin, name: 'Anna' })).type).toBe('game.joined');
    return { host, gameId, phone };
  }

  async function moderate(userId: string, command: UserCommand, status: string | undefined) {
    await handleUserCommand(t.deps, userId, command, { actorId: null, correlationId: 'test' });
    await vi.waitFor(async () => expect((await findUserById(t.db as never, userId))?.status).toBe(status));
  }

  it.each([
    ['suspended', { type: 'SuspendUser' } as const, 'suspended'],
    ['deleted', { type: 'ForgetUser' } as const, 'deleted'],
  ])('stops a %s quizmaster from controlling a game they were hosting', async (_, command, status) => {
    const { host, gameId, phone } = await hostedGame();
    const master = await gameSocket(t.app);
    expect(await master.request({ type: 'game.host', gameId, token: host.token })).toMatchObject({
      type: 'game.ack',
    });

    await moderate(host.userId, command, status);

    for (const action of ['start', 'next', 'end']) {
      expect(await master.request({ type: 'game.control', gameId, action })).toMatchObject({
        type: 'game.error',
        code: 'no_permission',
      });
    }
    // A new socket cannot take the game over with the still-signed token either.
    const again = await gameSocket(t.app);
    expect(await again.request({ type: 'game.host', gameId, token: host.token })).toMatchObject({
      type: 'game.error',
      code: 'session_expired',
    });
    // Nothing happened to the game: the phone is still in the lobby.
    const rooms = phone.received.filter((m) => m.type === 'game.room');
    expect(rooms.every((m) => (m.room as { phase: string }).phase === 'lobby')).toBe(true);
    for (const socket of [master, again, phone]) socket.close();
  });

  it('keeps an active quizmaster in control', async () => {
    const { host, gameId, phone } = await hostedGame();
    const master = await gameSocket(t.app);
    await master.request({ type: 'game.host', gameId, token: host.token });
    expect(await master.request({ type: 'game.control', gameId, action: 'start' })).toMatchObject({
      type: 'game.ack',
    });
    master.close();
    phone.close();
  });
});
