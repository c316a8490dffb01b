import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/*
 * Starting plays is paced per network address (300 at once, then 10 a second): every start copies the
 * quiz into the log, so a script cannot start thousands a minute, while a whole school starting its
 * homework at once still gets in. Misses (a wrong code) spend the allowance too.
 */
describe.each(postgresBackends())('pace of starting plays ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  let code: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    const owner = await signUp(t.app, 'Owner');
    const quizId = await liveQuiz(t.app, owner.headers);
    code = await quizCode(t.app, quizId, owner.headers);
  });
  afterAll(async () => t?.close());

  const startFrom = (remoteAddress: string, body: object, url = '/api/plays') =>
    t.app.inject({ method: 'POST', url, payload: body, remoteAddress });

  it('refuses an address that has spent its starts, with the wait, and lets others and later starts in', async () => {
    for (let i = 0; i < 300; i++) {
      const miss = await startFrom('10.0.0.1', { code: 'zzzzzzzz', name: `Bot ${i}` });
      expect(miss.statusCode).toBe(404);
    }
    const refused = await startFrom('10.0.0.1', { code, name: 'Nora' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const group = await startFrom('10.0.0.1', { code, name: 'Nora' }, '/api/together');
    expect(group.statusCode).toBe(429);

    // Another network is not held back, and the spent one gets a start back after a while.
    expect((await startFrom('10.0.0.2', { code, name: 'Ola' })).statusCode).toBe(201);
    clock.advance(1000);
    expect((await startFrom('10.0.0.1', { code, name: 'Nora' })).statusCode).toBe(201);
  });
});
