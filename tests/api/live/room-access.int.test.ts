import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type HostMessage = {
  type: string;
  host?: { locked: boolean; joinPattern: string[] | null; players: unknown[] };
};

describe.each(postgresBackends())('who may come into a room ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let master: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    master = await signUp(t.app, 'Quiz Master');
    quizId = await liveQuiz(t.app, master.headers, { limitPlayer: 50 });
  });
  afterAll(async () => t?.close());

  async function openRoom() {
    const { gameId, pin, master: screen } = await openHostedRoom(t.app, master, quizId);
    const control = (action: string, enabled: boolean) =>
      screen.request({ type: 'game.control', gameId, action, enabled });
    return { gameId, pin, screen, control };
  }

  it('turns new players away while the quizmaster has the room locked', async () => {
    const { pin, screen, control } = await openRoom();
    const anna = await gameSocket(t.app);
    expect(await anna.request({ type: 'game.join', pin, name: 'Anna' })).toMatchObject({
      type: 'game.joined',
    });
    expect(await control('lock_room', true)).toMatchObject({ type: 'game.ack' });
    await screen.next((m) => m.type === 'game.host' && (m as HostMessage).host?.locked === true);

    const bert = await gameSocket(t.app);
    expect(await bert.request({ type: 'game.join', pin, name: 'Bert' })).toMatchObject({
      type: 'game.error',
      code: 'join_room_locked',
    });
    expect(await control('lock_room', false)).toMatchObject({ type: 'game.ack' });
    expect(await bert.request({ type: 'game.join', pin, name: 'Bert' })).toMatchObject({
      type: 'game.joined',
    });
  });

  it('asks phones for the pattern on the room’s screen, which no phone is ever sent', async () => {
    const { pin, screen, control } = await openRoom();
    const early = await gameSocket(t.app);
    expect(await early.request({ type: 'game.join', pin, name: 'Early' })).toMatchObject({
      type: 'game.joined',
    });
    expect(await control('two_step', true)).toMatchObject({ type: 'game.ack' });
    const shown = (await screen.next(
      (m) => m.type === 'game.host' && (m as HostMessage).host?.joinPattern !== null,
    )) as HostMessage;
    const pattern = shown.host!.joinPattern!;
    expect(pattern).toHaveLength(4);

    const cleo = await gameSocket(t.app);
    expect(await cleo.request({ type: 'game.join', pin, name: 'Cleo' })).toMatchObject({
      type: 'game.error',
      code: 'join_pattern_required',
    });
    const wrong = pattern.map((shape) => (shape === 'circle' ? 'square' : 'circle'));
    expect(await cleo.request({ type: 'game.join', pin, name: 'Cleo', pattern: wrong })).toMatchObject({
      type: 'game.error',
      code: 'join_pattern_wrong',
    });
    expect(await cleo.request({ type: 'game.join', pin, name: 'Cleo', pattern })).toMatchObject({
      type: 'game.joined',
    });
    await screen.next((m) => m.type === 'game.host' && (m as HostMessage).host?.players.length === 2);
    for (const phone of [early, cleo])
      for (const message of phone.received) expect(JSON.stringify(message)).not.toContain('joinPattern');
  });

  it('counts wrong patterns as wrong guesses from the address', async () => {
    const { pin, screen, control } = await openRoom();
    await control('two_step', true);
    const shown = (await screen.next(
      (m) => m.type === 'game.host' && (m as HostMessage).host?.joinPattern !== null,
    )) as HostMessage;
    const wrong = shown.host!.joinPattern!.map((shape) => (shape === 'circle' ? 'square' : 'circle'));
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) {
      const phone = await gameSocket(t.app, { address: '198.51.100.23' });
      codes.push(
        (await phone.request({ type: 'game.join', pin, name: 'Guesser', pattern: wrong })).code as string,
      );
      phone.close();
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('join_pattern_wrong'));
    expect(codes[20]).toBe('join_too_many_attempts');
  });

  it('lets only the quizmaster lock the room', async () => {
    const { gameId, pin } = await openRoom();
    const phone = await gameSocket(t.app);
    await phone.request({ type: 'game.join', pin, name: 'Dora' });
    expect(
      await phone.request({ type: 'game.control', gameId, action: 'lock_room', enabled: true }),
    ).toMatchObject({ type: 'game.error', code: 'no_permission' });
  });
});
