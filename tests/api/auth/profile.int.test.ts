import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, memoryMailer, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())('the profile at /me ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const mailer = memoryMailer();
  beforeAll(async () => {
    t = await createTestApp(backend, { mailer });
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'PATCH' | 'POST' | 'GET',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('changes name, phone and newsletter choice; a phone number belongs to one account only', async () => {
    const ada = await signUp(t.app, 'Ada Lovelace');
    const changed = await call('PATCH', '/api/users/me', ada.headers, {
      name: 'Ada King',
      phone: '+47 912 34 567',
      newsletter: true,
    });
    expect(changed.json().data).toMatchObject({ name: 'Ada King', phone: '+4791234567', newsletter: true });

    const grace = await signUp(t.app, 'Grace Hopper');
    const taken = await call('PATCH', '/api/users/me', grace.headers, { phone: '+47-912-34-567' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'phone_already_exists']);
    expect((await call('PATCH', '/api/users/me', grace.headers, { phone: '12' })).json().error.code).toBe(
      'phone_invalid',
    );

    // Once Ada drops the number, it is free for Grace.
    await call('PATCH', '/api/users/me', ada.headers, { phone: null });
    expect(
      (await call('PATCH', '/api/users/me', grace.headers, { phone: '+4791234567' })).json().data.phone,
    ).toBe('+4791234567');
  });

  it('changes the e-mail address only once the new address confirms it, and frees the old one', async () => {
    const user = await signUp(t.app, 'Change Mail');
    const requested = await call('POST', '/api/users/me/email', user.headers, {
      email: 'brand-new@example.org',
    });
    expect(requested.statusCode).toBe(202);
    expect((await call('GET', '/api/users/me/profile', user.headers)).json().data.email).toBe(user.email);

    const mail = mailer.sent.find((m) => m.to === 'brand-new@example.org')!;
    const token = mail.text.match(/confirm-email\/([A-Za-z0-9_-]+)/)![1]!;
    expect((await call('POST', '/api/auth/confirm-email', {}, { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me/profile', user.headers)).json().data).toMatchObject({
      email: 'brand-new@example.org',
      email_confirmed: true,
    });

    const login = await call(
      'POST',
      '/api/auth/login',
      {},
      { email: 'brand-new@example.org', password: 'correct horse battery' },
    );
    expect(login.statusCode).toBe(200);
    // The old address can be used for a new account now.
    const again = await call(
      'POST',
      '/api/auth/register',
      {},
      { name: 'Someone New', email: user.email, password: 'another good one' },
    );
    expect(again.statusCode).toBe(201);
  });

  it('refuses to move to an address another account uses', async () => {
    const a = await signUp(t.app, 'First Person');
    const b = await signUp(t.app, 'Second Person');
    expect((await call('POST', '/api/users/me/email', b.headers, { email: a.email })).json().error.code).toBe(
      'email_in_use',
    );
  });

  it('changes the password with the current one, ending other sessions', async () => {
    const user = await signUp(t.app, 'Pass Changer');
    const other = (
      await call('POST', '/api/auth/login', {}, { email: user.email, password: 'correct horse battery' })
    ).json().data;
    expect(
      (
        await call('POST', '/api/users/me/password', user.headers, {
          current_password: 'wrong',
          new_password: 'new password 1',
        })
      ).json().error.code,
    ).toBe('login_wrong_password');
    const changed = await call('POST', '/api/users/me/password', user.headers, {
      current_password: 'correct horse battery',
      new_password: 'new password 1',
    });
    expect(changed.json().data.token).toBeTruthy();
    expect(
      (await call('POST', '/api/refresh-token', {}, { refresh_token: other.refresh_token })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', {}, { email: user.email, password: 'new password 1' }))
        .statusCode,
    ).toBe(200);
  });

  it('resends the confirmation link, not too often, and not once confirmed', async () => {
    const user = await signUp(t.app, 'Resend Please');
    expect((await call('POST', '/api/auth/resend-confirmation', user.headers, {})).statusCode).toBe(202);
    const links = mailer.sent.filter((m) => m.to === user.email);
    expect(links).toHaveLength(2);
  });

  it('records a teacher’s activity at most once a day, only for oneself', async () => {
    const user = await signUp(t.app, 'Busy Teacher');
    const other = await signUp(t.app, 'Other Teacher');
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await call('POST', `/api/users/${user.userId}/activity-timestamp`, user.headers, {
            user_activity: 'visit',
          })
        ).statusCode,
      ).toBe(202);
    }
    const recorded = (await t.store.readStream(`user-${user.userId}`)).filter(
      (e) => e.type === 'UserActivityRecorded',
    );
    expect(recorded).toHaveLength(1);
    expect(
      (await call('POST', `/api/users/${other.userId}/activity-timestamp`, user.headers, {})).statusCode,
    ).toBe(403);
  });
});
