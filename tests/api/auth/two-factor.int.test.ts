import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../../commands/mail/mailer.ts';
import { smtpMailer } from '../../../commands/mail/smtp-mailer.ts';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { startSmtpSink } from '../../support/smtp-sink.ts';
import { createTestApp, fixedClock, memoryMailer, type TestApp } from '../../support/test-app.ts';

const PASSWORD = 'correct horse battery';
const STEP_MS = 30_000;

describe.each(postgresBackends())('two-factor sign-in ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-23T10:00:05.000Z');
  const mailer = memoryMailer();
  /** Every code and secret handed out in this suite, to prove none reached the log. */
  const handedOut: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, mailer, trustProxy: true });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).json().data;
  const error = (response: { statusCode: number; json(): { error: { code: string } } }) => [
    response.statusCode,
    response.json().error.code,
  ];

  /** What the app shows now, `steps` periods away (a phone whose clock runs fast or slow). */
  async function appCode(secret: string, steps = 0) {
    const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });
    handedOut.push(code);
    return code;
  }
  /** A code the app does not show in the accepted window (now and one step either side). */
  async function wrongCode(secret: string) {
    const accepted = await Promise.all([-1, 0, 1].map((steps) => appCode(secret, steps)));
    let code = Number(accepted[1]);
    do code = (code + 1) % 1_000_000;
    while (accepted.includes(String(code).padStart(6, '0')));
    return String(code).padStart(6, '0');
  }
  /** The code in the last mail to `to`. */
  function mailedCode(to: string): string {
    const mail = mailer.sent.filter((m: Mail) => m.to === to).at(-1);
    const code = mail?.text.match(/^(\d{6})$/m)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    handedOut.push(code);
    return code;
  }
  const mailsTo = (to: string) => mailer.sent.filter((m) => m.to === to).length;

  async function withAuthenticator() {
    const user = await signUp(t.app, 'Two Factor Fan');
    const setup = await post('/api/auth/2fa/totp/setup', {}, user.headers);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data;
    handedOut.push(secret);
    const enabled = await post('/api/auth/2fa/totp/enable', { code: await appCode(secret) }, user.headers);
    expect(enabled.json().data).toEqual({ two_factor: 'totp' });
    // The enabling code's step is used up: later codes come from the next step.
    clock.advance(STEP_MS);
    return { ...user, secret };
  }
  const logIn = (email: string, headers: Record<string, string> = {}) =>
    post('/api/auth/login', { email, password: PASSWORD }, headers);

  it('sets up an authenticator app from a secret and QR code, confirmed by a code from the app', async () => {
    const user = await signUp(t.app, 'Authenticator User');
    const setup = await post('/api/auth/2fa/totp/setup', {}, user.headers);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg_data_url } = setup.json().data;
    handedOut.push(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/Kviss:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Kviss`,
    );
    expect(qr_svg_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_svg_data_url.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await post('/api/auth/2fa/totp/enable', { code: await wrongCode(secret) }, user.headers);
    expect(error(wrong)).toEqual([400, 'otp_incorrect']);
    expect((await me(user.headers)).two_factor).toBe('off');

    const enabled = await post('/api/auth/2fa/totp/enable', { code: await appCode(secret) }, user.headers);
    expect([enabled.statusCode, enabled.json().data]).toEqual([200, { two_factor: 'totp' }]);
    expect((await me(user.headers)).two_factor).toBe('totp');

    const again = await post('/api/auth/2fa/totp/setup', {}, user.headers);
    expect(error(again)).toEqual([409, 'two_factor_already_enabled']);
  });

  it('asks for a code from the app before it is set up, and only while signed in', async () => {
    const user = await signUp(t.app, 'Impatient User');
    const early = await post('/api/auth/2fa/totp/enable', { code: '123456' }, user.headers);
    expect(error(early)).toEqual([409, 'two_factor_setup_missing']);
    expect((await post('/api/auth/2fa/totp/setup', {})).statusCode).toBe(401);
    expect(error(await post('/api/auth/2fa/disable', { code: '123456' }, user.headers))).toEqual([
      400,
      'two_factor_not_enabled',
    ]);
  });

  it('stops sign-in at a challenge; a wrong code is refused, the right one gives a session, once', async () => {
    const user = await withAuthenticator();
    const login = await logIn(user.email);
    expect(login.statusCode).toBe(200);
    const challenge = login.json().data;
    expect(challenge).toEqual({ two_factor: 'totp', challenge: expect.any(String) });
    expect(login.json().data.token).toBeUndefined();

    const wrong = await post('/api/auth/login/verify', {
      challenge: challenge.challenge,
      code: await wrongCode(user.secret),
    });
    expect(error(wrong)).toEqual([400, 'otp_incorrect']);

    const code = await appCode(user.secret);
    const verified = await post('/api/auth/login/verify', { challenge: challenge.challenge, code });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data;
    expect(session.user).toMatchObject({ _id: user.userId, two_factor: 'totp' });
    expect((await me({ authorization: `Bearer ${session.token}` })).two_factor).toBe('totp');

    // The challenge is used up, and the same code does not open another one.
    const reused = await post('/api/auth/login/verify', { challenge: challenge.challenge, code });
    expect(error(reused)).toEqual([401, 'session_expired']);
    const next = (await logIn(user.email)).json().data.challenge;
    expect(error(await post('/api/auth/login/verify', { challenge: next, code }))).toEqual([
      400,
      'otp_incorrect',
    ]);
    clock.advance(STEP_MS);
    const later = await post('/api/auth/login/verify', { challenge: next, code: await appCode(user.secret) });
    expect(later.statusCode).toBe(200);
  });

  it('accepts a phone clock one step off, not two', async () => {
    const user = await withAuthenticator();
    clock.advance(2 * STEP_MS);
    const challenge = (await logIn(user.email)).json().data.challenge;
    const twoBehind = await post('/api/auth/login/verify', {
      challenge,
      code: await appCode(user.secret, -2),
    });
    expect(error(twoBehind)).toEqual([400, 'otp_incorrect']);
    const oneBehind = await post('/api/auth/login/verify', {
      challenge,
      code: await appCode(user.secret, -1),
    });
    expect(oneBehind.statusCode).toBe(200);
  });

  it('ends a challenge after five wrong codes, and makes the next one from that address wait', async () => {
    const user = await withAuthenticator();
    const attacker = { 'x-forwarded-for': '198.51.100.23' };
    const challenge = (await logIn(user.email, attacker)).json().data.challenge;
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        '/api/auth/login/verify',
        { challenge, code: await wrongCode(user.secret) },
        attacker,
      );
      expect(error(wrong)).toEqual([400, 'otp_incorrect']);
    }
    const dead = await post(
      '/api/auth/login/verify',
      { challenge, code: await appCode(user.secret) },
      attacker,
    );
    expect(error(dead)).toEqual([401, 'session_expired']);

    // The password again buys no fresh guesses from the same address…
    const fresh = (await logIn(user.email, attacker)).json().data.challenge;
    const waiting = await post(
      '/api/auth/login/verify',
      { challenge: fresh, code: await appCode(user.secret) },
      attacker,
    );
    expect(error(waiting)).toEqual([429, 'too_many_requests']);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);

    // …while the owner, elsewhere, signs in.
    const owner = { 'x-forwarded-for': '203.0.113.44' };
    const own = (await logIn(user.email, owner)).json().data.challenge;
    expect(
      (await post('/api/auth/login/verify', { challenge: own, code: await appCode(user.secret) }, owner))
        .statusCode,
    ).toBe(200);
  });

  it('lets a challenge lapse after ten minutes, and knows no made-up one', async () => {
    const user = await withAuthenticator();
    const challenge = (await logIn(user.email)).json().data.challenge;
    clock.advance(10 * 60_000);
    const late = await post('/api/auth/login/verify', { challenge, code: await appCode(user.secret) });
    expect(error(late)).toEqual([401, 'session_expired']);
    const unknown = await post('/api/auth/login/verify', {
      challenge: 'x'.repeat(43),
      code: await appCode(user.secret),
    });
    expect(error(unknown)).toEqual([401, 'session_expired']);
  });

  it('keeps the password rate limit in front of the challenge', async () => {
    const user = await withAuthenticator();
    const guesser = { 'x-forwarded-for': '198.51.100.99' };
    for (let i = 0; i < 5; i++) {
      await post('/api/auth/login', { email: user.email, password: `guess ${i}` }, guesser);
    }
    expect(error(await logIn(user.email, guesser))).toEqual([429, 'too_many_requests']);
  });

  it('turns the app off with a current code, and forgets its secret', async () => {
    const user = await withAuthenticator();
    const wrong = await post('/api/auth/2fa/disable', { code: await wrongCode(user.secret) }, user.headers);
    expect(error(wrong)).toEqual([400, 'otp_incorrect']);
    const disabled = await post('/api/auth/2fa/disable', { code: await appCode(user.secret) }, user.headers);
    expect([disabled.statusCode, disabled.json().data]).toEqual([200, { two_factor: 'off' }]);
    expect((await me(user.headers)).two_factor).toBe('off');

    const login = await logIn(user.email);
    expect(login.json().data).toMatchObject({ token: expect.any(String), user: { two_factor: 'off' } });
    const { rows } = await sql<{ totp_secret: Buffer | null }>`
      select totp_secret from credentials where user_id = ${user.userId}
    `.execute(t.db);
    expect(rows).toEqual([{ totp_secret: null }]);
    expect(error(await post('/api/auth/2fa/disable', { code: '123456' }, user.headers))).toEqual([
      400,
      'two_factor_not_enabled',
    ]);
  });

  it('turns e-mailed codes on with a code from the mail; a new code only after 30 seconds', async () => {
    const user = await signUp(t.app, 'Mail Code User');
    const before = mailsTo(user.email);
    const sent = await post('/api/auth/2fa/email/enable', { language: 'no' }, user.headers);
    expect(sent.statusCode).toBe(202);
    expect(mailsTo(user.email)).toBe(before + 1);
    expect(mailer.sent.at(-1)!.subject).toBe('Koden din for Kviss');

    clock.advance(10_000);
    const tooSoon = await post('/api/auth/2fa/email/enable', {}, user.headers);
    expect(error(tooSoon)).toEqual([429, 'too_many_requests']);
    expect(Number(tooSoon.headers['retry-after'])).toBe(20);
    expect(mailsTo(user.email)).toBe(before + 1);

    clock.advance(20_000);
    expect((await post('/api/auth/2fa/email/enable', {}, user.headers)).statusCode).toBe(202);
    expect(mailsTo(user.email)).toBe(before + 2);

    expect(error(await post('/api/auth/2fa/email/confirm', { code: '12345' }, user.headers))).toEqual([
      400,
      'otp_incorrect',
    ]);
    const confirmed = await post(
      '/api/auth/2fa/email/confirm',
      { code: mailedCode(user.email) },
      user.headers,
    );
    expect([confirmed.statusCode, confirmed.json().data]).toEqual([200, { two_factor: 'email' }]);
    expect((await me(user.headers)).two_factor).toBe('email');
  });

  it('signs in with a mailed code; resending waits 30 seconds and replaces the code', async () => {
    const user = await signUp(t.app, 'Mail Login User');
    await post('/api/auth/2fa/email/enable', {}, user.headers);
    await post('/api/auth/2fa/email/confirm', { code: mailedCode(user.email) }, user.headers);

    const before = mailsTo(user.email);
    const login = await post('/api/auth/login', { email: user.email, password: PASSWORD, language: 'de' });
    const { challenge, two_factor } = login.json().data;
    expect(two_factor).toBe('email');
    expect(mailsTo(user.email)).toBe(before + 1);
    expect(mailer.sent.at(-1)!.subject).toBe('Dein Kviss-Code');
    const first = mailedCode(user.email);

    const tooSoon = await post('/api/auth/login/resend', { challenge });
    expect(error(tooSoon)).toEqual([429, 'too_many_requests']);
    expect(Number(tooSoon.headers['retry-after'])).toBe(30);
    clock.advance(30_000);
    expect((await post('/api/auth/login/resend', { challenge })).statusCode).toBe(202);
    expect(mailsTo(user.email)).toBe(before + 2);
    const second = mailedCode(user.email);

    const wrong = second === '000000' ? '000001' : '000000';
    expect(error(await post('/api/auth/login/verify', { challenge, code: wrong }))).toEqual([
      400,
      'otp_incorrect',
    ]);
    if (first !== second) {
      // The code sent first was replaced by the second.
      expect(error(await post('/api/auth/login/verify', { challenge, code: first }))).toEqual([
        400,
        'otp_incorrect',
      ]);
    }
    const verified = await post('/api/auth/login/verify', { challenge, code: second });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.two_factor).toBe('email');
    expect(error(await post('/api/auth/login/verify', { challenge, code: second }))).toEqual([
      401,
      'session_expired',
    ]);
    expect(error(await post('/api/auth/login/resend', { challenge }))).toEqual([401, 'session_expired']);
  });

  it('turns e-mailed codes off with a code mailed for that', async () => {
    const user = await signUp(t.app, 'Mail Off User');
    await post('/api/auth/2fa/email/enable', {}, user.headers);
    await post('/api/auth/2fa/email/confirm', { code: mailedCode(user.email) }, user.headers);
    expect(error(await post('/api/auth/2fa/email/enable', {}, user.headers))).toEqual([
      409,
      'two_factor_already_enabled',
    ]);

    expect((await post('/api/auth/2fa/disable/send-code', {}, user.headers)).statusCode).toBe(202);
    const disabled = await post('/api/auth/2fa/disable', { code: mailedCode(user.email) }, user.headers);
    expect([disabled.statusCode, disabled.json().data]).toEqual([200, { two_factor: 'off' }]);
    expect(error(await post('/api/auth/2fa/disable/send-code', {}, user.headers))).toEqual([
      400,
      'two_factor_not_enabled',
    ]);
    expect((await logIn(user.email)).json().data.token).toEqual(expect.any(String));
  });

  it('does not resend for an authenticator challenge', async () => {
    const user = await withAuthenticator();
    const challenge = (await logIn(user.email)).json().data.challenge;
    expect(error(await post('/api/auth/login/resend', { challenge }))).toEqual([
      400,
      'two_factor_unavailable',
    ]);
  });

  it('keeps secrets and codes out of the event log: events only say that two-factor changed', async () => {
    const raw = await t.rawStore.readAll({ transactionId: 0n, position: 0n }, { limit: 10_000 });
    const changes = raw.filter((e) => e.type.startsWith('UserTwoFactor'));
    expect(changes.length).toBeGreaterThan(0);
    for (const event of changes)
      expect(Object.keys(event.data as object).sort()).toEqual(['method', 'userId']);
    const log = raw
      .map((e) => JSON.stringify({ type: e.type, data: e.data, metadata: e.metadata }))
      .join('\n');
    expect(handedOut.length).toBeGreaterThan(10);
    for (const secret of new Set(handedOut.filter((s) => s.length > 6))) expect(log).not.toContain(secret);
    // Nor is a code stored readable: the credentials table keeps the app's secret sealed.
    const { rows } = await sql<{ secret: Buffer }>`
      select totp_secret as secret from credentials where totp_secret is not null
    `.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      for (const secret of handedOut.filter((s) => s.length > 6)) {
        expect(row.secret.toString('latin1')).not.toContain(secret);
      }
    }
    expect(t.errors).toEqual([]);
  });
});

describe.each(postgresBackends())('two-factor codes through SMTP ($name PostgreSQL)', (backend) => {
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

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  async function codeMailedTo(email: string, count: number) {
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(count));
    const raw = smtp.received.filter((m) => m.to.includes(email)).at(-1)!.raw;
    return raw.match(/^(\d{6})\r?$/m)![1]!;
  }

  it('mails the code to the account and signs in with it', async () => {
    const user = await signUp(t.app, 'Smtp Person');
    // The sign-up's confirmation mail comes first.
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1));
    await post('/api/auth/2fa/email/enable', { language: 'fr' }, user.headers);
    const enableCode = await codeMailedTo(user.email, 2);
    expect((await post('/api/auth/2fa/email/confirm', { code: enableCode }, user.headers)).statusCode).toBe(
      200,
    );

    const { challenge } = (await post('/api/auth/login', { email: user.email, password: PASSWORD })).json()
      .data;
    const code = await codeMailedTo(user.email, 3);
    const verified = await post('/api/auth/login/verify', {
      challenge,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.two_factor).toBe('email');
  });
});
