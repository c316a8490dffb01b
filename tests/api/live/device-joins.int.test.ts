import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/* A browser's device id over the socket: one player per browser, and a removed browser stays out until let back in. */

const PHONE_A = 'a'.repeat(32);
const PHONE_B = 'b'.repeat(32);

describe.each(postgresBackends())('joins by browser over the socket ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { scheduler: manualScheduler() });
    host = await signUp(t.app, 'Quiz Master');
    quizId = await liveQuiz(t.app, host.headers, { limitPlayer: 20 });
  });
  afterAll(async () => t?.close());

  const openRoom = () => openHostedRoom(t.app, host, quizId);

  it('keeps a removed browser out under any name until the quizmaster lets it back in', async () => {
    const { gameId, pin, master } = await openRoom();
    // A socket of its own for each try: one socket's join allowance is small.
    const sockets = [master];
    const join = async (name: string, device = PHONE_A) => {
      const socket = await gameSocket(t.app);
      sockets.push(socket);
      return socket.request({ type: 'game.join', pin, name, device });
    };
    const first = await join('Anna');
    expect(first).toMatchObject({ type: 'game.joined' });
    const playerId = (first.you as { playerId: string }).playerId;

    // The same browser again: one player per browser.
    expect(await join('Bert')).toMatchObject({ type: 'game.error', code: 'join_already_playing' });

    await master.request({ type: 'game.control', gameId, action: 'kick', playerId });
    expect(await join('Anna')).toMatchObject({ type: 'game.error', code: 'join_removed' });
    expect(await join('Someone Else')).toMatchObject({ type: 'game.error', code: 'join_removed' });
    expect(await join('Other Phone', PHONE_B)).toMatchObject({ type: 'game.joined' });

    await master.request({ type: 'game.control', gameId, action: 'let_in', playerId });
    expect(await join('Anna')).toMatchObject({ type: 'game.joined' });
    for (const s of sockets) s.close();
  });

  it('does not carry a removal over to another game', async () => {
    const first = await openRoom();
    const phone = await gameSocket(t.app);
    const joined = await phone.request({ type: 'game.join', pin: first.pin, name: 'Anna', device: PHONE_A });
    const playerId = (joined.you as { playerId: string }).playerId;
    await first.master.request({ type: 'game.control', gameId: first.gameId, action: 'kick', playerId });

    const second = await openRoom();
    expect(
      await phone.request({ type: 'game.join', pin: second.pin, name: 'Anna', device: PHONE_A }),
    ).toMatchObject({ type: 'game.joined' });
    for (const s of [first.master, second.master, phone]) s.close();
  });
});
