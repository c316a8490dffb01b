import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleUserCommand } from '../../../commands/accounts/user-decider.ts';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())('moderation and abuse limits ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-23T10:00:00.000Z');
  let admin: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, trustProxy: true });
    admin = await signUp(t.app, 'The Super Admin');
    // As `npm run users:make-super-admin` does on a fresh install.
    await handleUserCommand(
      t.deps,
      admin.userId,
      { type: 'ChangeRole', data: { to: 'super_admin' } },
      {
        actorId: null,
        correlationId: 'test',
      },
    );
    await vi.waitFor(async () => {
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers });
      expect(me.json().data.role).toBe('super_admin');
    });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('suspends an account: it cannot sign in, its token and refresh token stop working; restoring lets it back', async () => {
    const user = await signUp(t.app, 'Soon Suspended');
    const session = (
      await post('/api/auth/login', { email: user.email, password: 'correct horse battery' })
    ).json().data;

    const suspended = await post(`/api/admin/users/${user.userId}/suspend`, {}, admin.headers);
    expect(suspended.json().data).toMatchObject({ _id: user.userId });

    const login = await post('/api/auth/login', { email: user.email, password: 'correct horse battery' });
    expect([login.statusCode, login.json().error.code]).toEqual([403, 'auth_login_alert_lock_account']);
    // Suspension ends the account's sessions, so its access token stops at once, as if signed out.
    expect(
      (await post('/api/validateToken', {}, { authorization: `Bearer ${session.token}` })).statusCode,
    ).toBe(401);
    expect((await post('/api/refresh-token', { refresh_token: session.refresh_token })).statusCode).toBe(401);

    await post(`/api/admin/users/${user.userId}/restore`, {}, admin.headers);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'correct horse battery' })).statusCode,
    ).toBe(200);
  });

  it('keeps moderation to admins: others get 403 and nothing changes', async () => {
    const user = await signUp(t.app, 'Plain Person');
    const other = await signUp(t.app, 'Other Person');
    const attempt = await post(`/api/admin/users/${other.userId}/suspend`, {}, user.headers);
    expect([attempt.statusCode, attempt.json().error.code]).toEqual([403, 'no_permission']);
    expect((await post(`/api/admin/users/${other.userId}/suspend`, {})).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: other.email, password: 'correct horse battery' })).statusCode,
    ).toBe(200);
  });

  it('makes teacher a one-way change, and lets only a super admin make admins', async () => {
    const teacher = await signUp(t.app, 'Future Teacher');
    const role = (to: string, headers = admin.headers) =>
      post(`/api/admin/users/${teacher.userId}/role`, { role: to }, headers);
    expect((await role('teacher')).json().data.role).toBe('teacher');
    const back = await role('user');
    expect([back.statusCode, back.json().error.code]).toEqual([409, 'role_change_irreversible']);
    expect((await role('teacher_plus')).json().data.role).toBe('teacher_plus');

    const plainAdmin = await signUp(t.app, 'Plain Admin');
    await post(`/api/admin/users/${plainAdmin.userId}/role`, { role: 'admin' }, admin.headers);
    const escalate = await post(
      `/api/admin/users/${plainAdmin.userId}/role`,
      { role: 'super_admin' },
      plainAdmin.headers,
    );
    expect(escalate.statusCode).toBe(403);
  });

  it('stops a brute-force run on one account from one address, while the owner still gets in', async () => {
    const victim = await signUp(t.app, 'Target Person');
    const attacker = { 'x-forwarded-for': '198.51.100.7' };
    const codes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await post('/api/auth/login', { email: victim.email, password: `guess ${i}` }, attacker);
      codes.push(r.json().error.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('login_wrong_password'));
    expect(codes.slice(5)).toEqual(Array(3).fill('too_many_requests'));

    // Even the right password waits at that address: guessing gains nothing.
    const blocked = await post(
      '/api/auth/login',
      { email: victim.email, password: 'correct horse battery' },
      attacker,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from their own address, is not locked out.
    const owner = await post(
      '/api/auth/login',
      { email: victim.email, password: 'correct horse battery' },
      {
        'x-forwarded-for': '203.0.113.20',
      },
    );
    expect(owner.statusCode).toBe(200);

    // Once the window has passed, the address may try again.
    clock.advance(16 * 60_000);
    const later = await post(
      '/api/auth/login',
      { email: victim.email, password: 'correct horse battery' },
      attacker,
    );
    expect(later.statusCode).toBe(200);
  });
});
