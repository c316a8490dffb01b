import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())(
  'player names and socket text over the socket ($name PostgreSQL)',
  (backend) => {
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

    it('refuses invisible names and names that only look like a player’s in the room', async () => {
      const { pin, master } = await openRoom();
      const anna = await gameSocket(t.app);
      expect(await anna.request({ type: 'game.join', pin, name: 'Anna' })).toMatchObject({
        type: 'game.joined',
      });

      const phone = await gameSocket(t.app);
      const join = (name: string) => phone.request({ type: 'game.join', pin, name });
      for (const name of [
        '\u200B\u200B\u200B\u200B',
        '\u202E\u202E\u202E',
        'Bad\u0000Name',
        '\u3164\u3164\u3164',
        'An\u200Bna',
      ]) {
        expect(await join(name), JSON.stringify(name)).toMatchObject({
          type: 'game.error',
          code: 'join_name_invisible',
        });
      }
      // Cyrillic А and а: the same name on the big screen.
      expect(await join('Аnnа')).toMatchObject({ type: 'game.error', code: 'join_name_unavailable' });
      expect(await join('ANNA')).toMatchObject({ type: 'game.error', code: 'join_name_in_use' });
      expect(await join('Anne')).toMatchObject({ type: 'game.joined' });

      for (const s of [master, anna, phone]) s.close();
    });

    it('holds every socket message to the text rule', async () => {
      const { pin, gameId, master } = await openRoom();
      const phone = await gameSocket(t.app);
      await phone.request({ type: 'game.join', pin, name: 'Teamer' });
      expect(
        await phone.request({ type: 'game.team', gameId, action: 'create', name: 'Team \u202Eevil' }),
      ).toMatchObject({
        type: 'game.error',
        code: 'text_invalid_characters',
      });
      const resume = await phone.request({ type: 'game.resume', gameId, playerToken: 'token\u0000token' });
      expect(resume).toMatchObject({ type: 'game.error', code: 'text_invalid_characters' });
      for (const s of [master, phone]) s.close();
    });
  },
);
