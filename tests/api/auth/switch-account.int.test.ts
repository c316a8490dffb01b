import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())('switch account ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  /** Signs in with the password, as the web app does once per account on a device. */
  async function session(email: string) {
    const login = await post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    return login.json().data as { token: string; refresh_token: string; user: { _id: string } };
  }

  it("switches to another account with that account's refresh token, and gives its session", async () => {
    const school = await signUp(t.app, 'School Teacher');
    const personal = await signUp(t.app, 'Private Person');
    const current = await session(school.email);
    const other = await session(personal.email);

    const switched = await post(
      '/api/users/switch-account',
      { refresh_token: other.refresh_token },
      current.token,
    );
    expect(switched.statusCode).toBe(200);
    const data = switched.json().data;
    expect(data.user).toMatchObject({ _id: personal.userId, name: 'Private Person', email: personal.email });
    expect(data.refresh_token).not.toBe(other.refresh_token);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.json().data).toMatchObject({ _id: personal.userId, email: personal.email });
  });

  it('refuses a refresh token that was used already, or is unknown, with 401 session_expired', async () => {
    const personal = await signUp(t.app, 'Used Up');
    const other = await session(personal.email);
    expect((await post('/api/users/switch-account', { refresh_token: other.refresh_token })).statusCode).toBe(
      200,
    );
    const reused = await post('/api/users/switch-account', { refresh_token: other.refresh_token });
    expect([reused.statusCode, reused.json().error.code]).toEqual([401, 'session_expired']);
    const unknown = await post('/api/users/switch-account', { refresh_token: 'no-such-token' });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([401, 'session_expired']);
  });

  it('keeps the session switched away from: its refresh token still works, so switching back works', async () => {
    const school = await signUp(t.app, 'Switch Away');
    const personal = await signUp(t.app, 'Switch To');
    const current = await session(school.email);
    const other = await session(personal.email);

    const switched = await post(
      '/api/users/switch-account',
      { refresh_token: other.refresh_token },
      current.token,
    );
    expect(switched.statusCode).toBe(200);

    const back = await post(
      '/api/users/switch-account',
      { refresh_token: current.refresh_token },
      switched.json().data.token,
    );
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user._id).toBe(school.userId);
    // The account switched to goes on renewing with its own new refresh token.
    const renewed = await post('/api/refresh-token', { refresh_token: switched.json().data.refresh_token });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.user._id).toBe(personal.userId);
  });

  it('refuses a malformed request body with 400', async () => {
    const response = await post('/api/users/switch-account', {});
    expect(response.statusCode).toBe(400);
  });
});
