import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';
import { createSchool, type Person, personWithRole } from './school-support.ts';

/* Spec §6, §9: the server caps a free teacher's live game at 5 players at weekends and 35 on weekdays, by the school's clock. */

// 2026-11-28 is a Saturday; 23:30 UTC on Friday the 27th is already Saturday in Oslo.
const SATURDAY_IN_OSLO = '2026-11-27T23:30:00.000Z';
const MONDAY_IN_OSLO = '2026-11-30T09:00:00.000Z';

describe.each(postgresBackends())('player limits for school roles ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock(SATURDAY_IN_OSLO);
  let teacher: Person;
  let plus: Person;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, scheduler: manualScheduler() });
    [teacher, plus] = await Promise.all([
      personWithRole(t, 'Free Teacher', 'teacher'),
      personWithRole(t, 'Plus Teacher', 'teacher_plus'),
    ]);
    await createSchool(t.app, teacher, { time_zone: 'Europe/Oslo' });
  });
  afterAll(async () => t?.close());

  async function joinMany(pin: string, count: number, from = 0) {
    const phones = await Promise.all(Array.from({ length: count }, () => gameSocket(t.app)));
    return Promise.all(
      phones.map((phone, i) => phone.request({ type: 'game.join', pin, name: `Player ${from + i + 1}` })),
    );
  }

  it('refuses a free teacher’s sixth player at the weekend, and lets them in on Monday', async () => {
    clock.set(SATURDAY_IN_OSLO);
    const quizId = await liveQuiz(t.app, teacher.headers, { limitPlayer: 50 });
    const { pin } = await openHostedRoom(t.app, teacher, quizId);
    const five = await joinMany(pin, 5);
    expect(five.map((reply) => reply.type)).toEqual(Array(5).fill('game.joined'));
    const [sixth] = await joinMany(pin, 1, 5);
    expect(sixth).toMatchObject({ type: 'game.error', code: 'join_player_limit_reached' });

    clock.set(MONDAY_IN_OSLO);
    const [monday] = await joinMany(pin, 1, 5);
    expect(monday).toMatchObject({ type: 'game.joined' });
  });

  it('lets a plus teacher’s game take more at the weekend', async () => {
    clock.set(SATURDAY_IN_OSLO);
    const quizId = await liveQuiz(t.app, plus.headers, { limitPlayer: 50 });
    const { pin } = await openHostedRoom(t.app, plus, quizId);
    const seven = await joinMany(pin, 7);
    expect(seven.map((reply) => reply.type)).toEqual(Array(7).fill('game.joined'));
  });
});
