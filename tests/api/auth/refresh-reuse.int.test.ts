import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

type Session = { token: string; refresh_token: string };

describe.each(postgresBackends())('refresh-token reuse ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-23T10:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const logIn = async (email: string): Promise<Session> =>
    (await post('/api/auth/login', { email, password: 'correct horse battery' })).json().data;
  const refresh = (session: Session) => post('/api/refresh-token', { refresh_token: session.refresh_token });
  const me = async (session: Session) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${session.token}` },
      })
    ).statusCode;

  it('ends the whole chain of sessions when a rotated refresh token is used again', async () => {
    const { email } = await signUp(t.app, 'Robbed Person');
    const first = await logIn(email);
    const elsewhere = await logIn(email);
    const second: Session = (await refresh(first)).json().data;
    clock.advance(60_000);
    const third: Session = (await refresh(second)).json().data;
    expect(await me(third)).toBe(200);

    // A copy of the first refresh token, used a minute later: someone else has it.
    clock.advance(60_000);
    const replay = await refresh(first);
    expect([replay.statusCode, replay.json().error.code]).toEqual([401, 'session_expired']);

    // Every token of that chain stops now, the newest access token too, not when it expires.
    expect((await refresh(third)).statusCode).toBe(401);
    expect(await me(third)).toBe(401);
    expect(await me(second)).toBe(401);
    // The same person's other sign-in is another chain, and keeps working.
    expect(await me(elsewhere)).toBe(200);
    expect((await refresh(elsewhere)).statusCode).toBe(200);
  });

  it('refuses a second renewal at the same moment without ending the session (two tabs)', async () => {
    const { email } = await signUp(t.app, 'Two Tabs');
    const session = await logIn(email);
    const [one, two] = await Promise.all([refresh(session), refresh(session)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 401]);
    const renewed: Session = (one.statusCode === 200 ? one : two).json().data;
    expect(await me(renewed)).toBe(200);
    expect((await refresh(renewed)).statusCode).toBe(200);
  });

  it('stops the access token at once on sign-out', async () => {
    const { email } = await signUp(t.app, 'Signing Out');
    const session = await logIn(email);
    expect(await me(session)).toBe(200);
    expect((await post('/api/auth/logout', { refresh_token: session.refresh_token })).statusCode).toBe(200);
    expect(await me(session)).toBe(401);
    expect((await refresh(session)).statusCode).toBe(401);
  });
});
