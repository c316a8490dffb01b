import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openRoom as openLiveRoom } from '../../support/live-room.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/** A phone behind a proxy at `address` (the app trusts X-Forwarded-For, as with TRUST_PROXY=true). */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

describe.each(postgresBackends())('join limits per client address ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  let host: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, trustProxy: true });
    host = await signUp(t.app, 'Quiz Master');
    quizId = await liveQuiz(t.app, host.headers, { limitPlayer: 1000 });
  });
  afterAll(async () => t?.close());

  const openRoom = async () => {
    const { gameId, pin } = await openLiveRoom(t.app, host, quizId);
    return { game_id: gameId, pin };
  };

  /** Wrong PINs from `address`, each from a fresh socket (a per-socket limit alone would not hold). */
  async function guess(address: string, count: number) {
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const phone = await gameSocket(t.app, from(address));
      const reply = await phone.request({ type: 'game.join', pin: '000000', name: 'Guesser' });
      codes.push(reply.code as string);
      phone.close();
    }
    return codes;
  }

  it('stops wrong PINs from one address across fresh sockets, and says when to try again', async () => {
    const { pin } = await openRoom();
    const codes = await guess('198.51.100.7', 22);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('join_not_live'));
    expect(codes.slice(20)).toEqual(['join_too_many_attempts', 'join_too_many_attempts']);
    const phone = await gameSocket(t.app, from('198.51.100.7'));
    // Refused before the PIN is looked at: even the right PIN, or the reply would tell which PIN is right.
    expect(await phone.request({ type: 'game.join', pin, name: 'Right Pin' })).toMatchObject({
      type: 'game.error',
      code: 'join_too_many_attempts',
      retryAfterMs: 1000,
    });
    // Another address (the school next door) is not affected.
    const neighbour = await gameSocket(t.app, from('203.0.113.9'));
    expect(await neighbour.request({ type: 'game.join', pin, name: 'Neighbour' })).toMatchObject({
      type: 'game.joined',
    });
    // One wrong PIN a second comes back.
    clock.advance(1000);
    expect(await phone.request({ type: 'game.join', pin, name: 'Right Pin' })).toMatchObject({
      type: 'game.joined',
    });
  });

  it('does not count right PINs as guesses: a whole class joins from one address', async () => {
    const { pin } = await openRoom();
    for (let i = 0; i < 30; i++) {
      const phone = await gameSocket(t.app, from('192.0.2.44'));
      expect(await phone.request({ type: 'game.join', pin, name: `Pupil ${i + 1}` })).toMatchObject({
        type: 'game.joined',
      });
    }
    // A pupil who mistypes the PIN still has the whole allowance.
    expect(await guess('192.0.2.44', 20)).toEqual(Array(20).fill('join_not_live'));
  });

  it('lets a class join all at once from one address: right PINs in flight are not wrong guesses', async () => {
    const { pin } = await openRoom();
    const phones = await Promise.all(Array.from({ length: 40 }, () => gameSocket(t.app, from('192.0.2.45'))));
    const replies = await Promise.all(
      phones.map((phone, i) => phone.request({ type: 'game.join', pin, name: `Pupil ${i + 1}` })),
    );
    expect(replies.map((reply) => reply.type)).toEqual(Array(40).fill('game.joined'));
  });

  it('paces joins from one address: a burst of 100, then 10 a second, with a retry-after', async () => {
    const { pin } = await openRoom();
    for (let i = 0; i < 100; i++) {
      const phone = await gameSocket(t.app, from('192.0.2.99'));
      expect(await phone.request({ type: 'game.join', pin, name: `Pupil ${i + 1}` })).toMatchObject({
        type: 'game.joined',
      });
      phone.close();
    }
    const late = await gameSocket(t.app, from('192.0.2.99'));
    expect(await late.request({ type: 'game.join', pin, name: 'Late Pupil' })).toMatchObject({
      type: 'game.error',
      code: 'join_network_busy',
      retryAfterMs: 100,
    });
    // The phone tries again after the time it was given, and is in.
    clock.advance(100);
    expect(await late.request({ type: 'game.join', pin, name: 'Late Pupil' })).toMatchObject({
      type: 'game.joined',
    });
  });
});
