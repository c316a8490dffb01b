import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smtpMailer } from '../../../commands/mail/smtp-mailer.ts';
import { postgresBackends } from '../../support/backends.ts';
import { linkIn, startSmtpSink } from '../../support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())('register, confirm and sign in ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(backend, { mailer: smtpMailer(smtp.url, 'Kviss <no-reply@kviss.test>') });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('registers, mails a confirmation link through SMTP, confirms it once, and signs in', async () => {
    const registered = await post('/api/auth/register', {
      name: 'Ada Lovelace',
      email: ' Ada@Example.org ',
      password: 'analytical engine',
      language: 'no',
    });
    expect(registered.statusCode).toBe(201);
    const session = registered.json().data;
    expect(session.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      role: 'user',
      email_confirmed: false,
    });

    await vi.waitFor(() => expect(smtp.received.some((m) => m.to.includes('ada@example.org'))).toBe(true));
    const mail = smtp.received.find((m) => m.to.includes('ada@example.org'))!;
    expect(mail.raw).toContain('Bekreft');
    const token = linkIn(mail, 'http://kviss.test/confirm-email/').split('/').at(-1)!;

    expect((await post('/api/auth/confirm-email', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('confirmation_link_invalid');

    const login = await post('/api/auth/login', { email: 'ADA@example.org', password: 'analytical engine' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.email_confirmed).toBe(true);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(me.json().data).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.org' });
  });

  it('keeps personal data out of the readable log: the stored event holds it sealed', async () => {
    await post('/api/auth/register', {
      name: 'Grace Hopper',
      email: 'grace@example.org',
      password: 'cobol forever',
    });
    const raw = (
      await t.rawStore.readAll(
        { transactionId: 0n, position: 0n },
        { limit: 1000, types: ['UserRegistered'] },
      )
    )
      .map((e) => JSON.stringify(e.data))
      .join('\n');
    expect(raw).not.toContain('grace@example.org');
    expect(raw).not.toContain('Grace Hopper');
    expect(raw).toContain('pii:v1:');
    // Nor are secrets there: no password, no hash.
    expect(raw).not.toContain('cobol forever');
    expect(raw).not.toContain('$argon2');
  });

  it('refuses a second account with the same address, and bad input, writing nothing', async () => {
    await post('/api/auth/register', {
      name: 'Alan Turing',
      email: 'alan@example.org',
      password: 'enigma machine',
    });
    const cases: Array<[object, number, string]> = [
      [{ name: 'Alan Again', email: 'ALAN@example.org', password: 'another one!' }, 409, 'email_in_use'],
      [{ name: 'Ab', email: 'ab@example.org', password: 'long enough' }, 400, 'name_too_short'],
      [{ name: 'Dotty Dots', email: 'a..b@example.org', password: 'long enough' }, 400, 'email_invalid'],
      [{ name: 'No Domain', email: 'nodomain@example.c0m', password: 'long enough' }, 400, 'email_invalid'],
      [{ name: 'Short Pass', email: 'short@example.org', password: 'short' }, 400, 'password_too_short'],
    ];
    for (const [body, status, code] of cases) {
      const response = await post('/api/auth/register', body);
      expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    }
    for (const email of ['ab@example.org', 'short@example.org']) {
      expect((await post('/api/auth/login', { email, password: 'long enough' })).json().error.code).toBe(
        'login_no_user',
      );
    }
  });

  it('tells a wrong password from an unknown address, and refuses a suspended account', async () => {
    await post('/api/auth/register', {
      name: 'Linus Pauling',
      email: 'linus@example.org',
      password: 'vitamin c!!',
    });
    expect(
      (await post('/api/auth/login', { email: 'linus@example.org', password: 'wrong' })).json().error.code,
    ).toBe('login_wrong_password');
    expect(
      (await post('/api/auth/login', { email: 'nobody@example.org', password: 'wrong' })).json().error.code,
    ).toBe('login_no_user');
  });

  it('rotates refresh tokens: each works once; logout ends the session', async () => {
    const { data } = (
      await post('/api/auth/register', {
        name: 'Rosalind F',
        email: 'rosalind@example.org',
        password: 'photo 51 x',
      })
    ).json();
    const refreshed = await post('/api/refresh-token', { refresh_token: data.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const reused = await post('/api/refresh-token', { refresh_token: data.refresh_token });
    expect([reused.statusCode, reused.json().error.code]).toEqual([401, 'session_expired']);

    const next = refreshed.json().data.refresh_token;
    await post('/api/auth/logout', { refresh_token: next });
    expect((await post('/api/refresh-token', { refresh_token: next })).statusCode).toBe(401);
  });

  it('validates a bearer token, and answers 401 without one or with a forged one', async () => {
    const { data } = (
      await post('/api/auth/register', {
        name: 'Katherine J',
        email: 'kj@example.org',
        password: 'orbital math',
      })
    ).json();
    const valid = await post('/api/validateToken', {}, data.token);
    expect(valid.json().data).toMatchObject({
      sub: data.user._id,
      role: 'user',
      provider: 'local',
      email: 'kj@example.org',
      school_id: null,
      schools: [],
    });
    expect(valid.json().data.exp).toBeGreaterThan(Date.parse('2026-11-23T10:00:00Z') / 1000);

    expect((await post('/api/validateToken', {})).statusCode).toBe(401);
    const [header, payload] = data.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await post('/api/validateToken', {}, forged)).statusCode).toBe(401);
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'super_admin' })).toString('base64url')}.${data.token.split('.')[2]}`;
    expect((await post('/api/validateToken', {}, tampered)).statusCode).toBe(401);
  });

  it('resets a forgotten password by a link that works once, and ends other sessions', async () => {
    const { data } = (
      await post('/api/auth/register', {
        name: 'Marie Curie',
        email: 'marie@example.org',
        password: 'polonium 84',
      })
    ).json();
    const forgot = await post('/api/auth/forgot-password', { email: 'marie@example.org', language: 'fr' });
    expect(forgot.statusCode).toBe(202);
    // An unknown address gets the very same answer.
    expect((await post('/api/auth/forgot-password', { email: 'ghost@example.org' })).json()).toEqual(
      forgot.json(),
    );

    await vi.waitFor(() =>
      expect(smtp.received.filter((m) => m.to.includes('marie@example.org'))).toHaveLength(2),
    );
    const resetMail = smtp.received.filter((m) => m.to.includes('marie@example.org')).at(-1)!;
    expect(resetMail.raw).toMatch(/R=C3=A9initialisez|Réinitialisez/);
    const token = linkIn(resetMail, 'http://kviss.test/reset-password/').split('/').at(-1)!;

    expect((await post('/api/auth/reset-password', { token, password: 'radium 88!' })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token, password: 'again 1234' })).json().error.code,
    ).toBe('reset_link_invalid');
    expect(
      (await post('/api/auth/login', { email: 'marie@example.org', password: 'polonium 84' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'marie@example.org', password: 'radium 88!' })).statusCode,
    ).toBe(200);
    expect((await post('/api/refresh-token', { refresh_token: data.refresh_token })).statusCode).toBe(401);
  });
});
