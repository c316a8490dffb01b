import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())('sign-in attempts sent in parallel ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { trustProxy: true });
  });
  afterAll(async () => t?.close());

  it('evaluates no more passwords than the limit allows, however many arrive at once', async () => {
    const victim = await signUp(t.app, 'Raced Person');
    const attacker = { 'x-forwarded-for': '198.51.100.9' };
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password },
        headers: attacker,
      });
    const guesses = Array.from({ length: 30 }, (_, i) => login(`guess ${i}`));
    const replies = await Promise.all([...guesses, login('correct horse battery')]);
    const statuses = replies.map((reply) => reply.statusCode);

    // 401 means the password was checked; 5 per account and address, the rest are refused unread.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(26);
    // The right password arrived after the limit was spent: guessing in parallel bought nothing.
    expect(statuses.at(-1)).toBe(429);
  });

  it('still lets the owner in from another address', async () => {
    const owner = await signUp(t.app, 'Other Person');
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: owner.email, password: `guess ${i}` },
          headers: { 'x-forwarded-for': '198.51.100.10' },
        }),
      ),
    );
    expect(wrong.filter((reply) => reply.statusCode === 401)).toHaveLength(5);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'correct horse battery' },
      headers: { 'x-forwarded-for': '203.0.113.30' },
    });
    expect(right.statusCode).toBe(200);
  });
});
