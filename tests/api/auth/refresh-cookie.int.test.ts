import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

const WEB = { 'x-session-cookie': '1' };

/** The Set-Cookie values of a reply, by cookie name. */
function setCookies(headers: Record<string, unknown>): Record<string, string> {
  const raw = headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return Object.fromEntries(list.map((cookie: string) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}
const cookieValue = (cookie: string) =>
  decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0]!);

describe.each(postgresBackends())('refresh token in an HttpOnly cookie ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    [t, secure] = await Promise.all([
      createTestApp(backend),
      createTestApp(backend, { publicUrl: 'https://kviss.example' }),
    ]);
  });
  afterAll(async () => Promise.all([t?.close(), secure?.close()]));

  async function webLogIn(app: TestApp) {
    const person = await signUp(app.app);
    const login = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: WEB,
      payload: { email: person.email, password: 'correct horse battery' },
    });
    return { person, login, cookie: setCookies(login.headers)[`kviss_refresh_${person.userId}`] };
  }

  it('keeps the refresh token out of the reply, in a cookie only the API gets and no script reads', async () => {
    const { login, cookie } = await webLogIn(t);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.token).toBeTruthy();
    expect(login.json().data).not.toHaveProperty('refresh_token');
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
    expect(cookie).not.toContain('Secure');

    const onHttps = (await webLogIn(secure)).cookie;
    expect(onHttps).toContain('; Secure');
  });

  it('renews from the cookie, rotating it, when the web app names the account', async () => {
    const { person, cookie } = await webLogIn(t);
    const name = `kviss_refresh_${person.userId}`;
    const refresh = (value: string, headers: Record<string, string> = WEB) =>
      t.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        headers: { ...headers, cookie: `${name}=${encodeURIComponent(value)}` },
        payload: { user_id: person.userId },
      });

    // Without the header the cookie is not read: another site's form cannot renew a session.
    expect((await refresh(cookieValue(cookie!), {})).statusCode).toBe(401);

    const renewed = await refresh(cookieValue(cookie!));
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data).not.toHaveProperty('refresh_token');
    const rotated = setCookies(renewed.headers)[name]!;
    expect(cookieValue(rotated)).not.toBe(cookieValue(cookie!));
    expect((await refresh(cookieValue(rotated))).statusCode).toBe(200);
  });

  it('ends the session and clears the cookie on sign-out', async () => {
    const { person, cookie } = await webLogIn(t);
    const name = `kviss_refresh_${person.userId}`;
    const headers = { ...WEB, cookie: `${name}=${encodeURIComponent(cookieValue(cookie!))}` };
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      payload: { user_id: person.userId },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out.headers)[name]).toContain('Max-Age=0');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers,
      payload: { user_id: person.userId },
    });
    expect(again.statusCode).toBe(401);
  });

  it('still gives other API clients the refresh token in the reply, and sets no cookie', async () => {
    const person = await signUp(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'correct horse battery' },
    });
    expect(login.json().data.refresh_token).toBeTruthy();
    expect(login.headers['set-cookie']).toBeUndefined();
  });
});
