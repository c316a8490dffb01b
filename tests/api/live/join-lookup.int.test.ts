import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/** A visitor behind a proxy at `address` (the app trusts X-Forwarded-For, as with TRUST_PROXY=true). */
const from = (address: string) => ({ 'x-forwarded-for': address });

describe.each(postgresBackends())('the front page join box lookup ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  let host: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, trustProxy: true });
    host = await signUp(t.app, 'Quiz Master');
  });
  afterAll(async () => t?.close());

  const lookUp = (code: string, address = '192.0.2.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/quizzes/join-quiz-validation',
      headers: from(address),
      payload: { code },
    });

  async function quizCode(quizId: string) {
    const quiz = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` });
    return quiz.json().data.code as string;
  }

  it('tells a live game PIN from a quiz code, and offers a quiz’s game waiting in its lobby', async () => {
    const quizId = await liveQuiz(t.app, host.headers);
    const code = await quizCode(quizId);
    expect((await lookUp(code.toUpperCase())).json()).toEqual({
      data: { kind: 'quiz', code, title: 'Norway', waiting_pin: null, assignments: [] },
    });

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: host.headers,
      payload: { quiz_id: quizId },
    });
    const { pin } = opened.json().data as { pin: string };
    expect((await lookUp(`${pin.slice(0, 3)} ${pin.slice(3)}`)).json()).toEqual({
      data: { kind: 'game', pin, admits: 'anyone' },
    });
    await expect
      .poll(async () => (await lookUp(code)).json().data.waiting_pin, { timeout: 10_000 })
      .toBe(pin);
  });

  it('says whom a room admits, so a phone does not offer to make up a name a list would refuse', async () => {
    const quizId = await liveQuiz(t.app, host.headers);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: host.headers,
      payload: { quiz_id: quizId, admission: { kind: 'feide' } },
    });
    const { pin } = opened.json().data as { pin: string };
    expect((await lookUp(pin)).json()).toEqual({ data: { kind: 'game', pin, admits: 'feide' } });
  });

  it('says nothing was found, and charges misses to the address like wrong PINs', async () => {
    const missed = await lookUp('999999', '198.51.100.20');
    expect(missed.statusCode).toBe(404);
    expect(missed.json().error.code).toBe('join_code_not_found');
    for (let i = 0; i < 19; i++) await lookUp('zzzzzzzz', '198.51.100.20');
    const refused = await lookUp('999999', '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'join_too_many_attempts', details: { seconds: 1 } });
    expect(refused.headers['retry-after']).toBe('1');
    // Another address is not affected.
    expect((await lookUp('999999', '203.0.113.30')).statusCode).toBe(404);
  });
});
