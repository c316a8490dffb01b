import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetUser } from '../../commands/accounts/forget-user.ts';
import { postgresBackends } from '../support/backends.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(postgresBackends())('personal data and crypto-shredding ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('forgets a person by deleting their key: the log stays, their data is unreadable, a rebuild shows them deleted', async () => {
    const forgotten = await signUp(t.app, 'Forget Me Please');
    const kept = await signUp(t.app, 'Keep Me Around');
    const forgetting = await forgetUser(t.deps, t.deps.vault, forgotten.userId, {
      actorId: forgotten.userId,
      correlationId: 'test',
    });
    expect(await t.runner.reached('users', forgetting.last!)).toBe(true);

    // The read model forgets at once, without waiting for a rebuild.
    const now = (
      await sql<{
        name: string | null;
        status: string;
      }>`select name, status from rm_users where id = ${forgotten.userId}`.execute(t.db)
    ).rows;
    expect(now).toEqual([{ name: null, status: 'deleted' }]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: forgotten.email, password: 'correct horse battery' },
    });
    expect(login.json().error.code).toBe('login_no_user');

    const events = await t.store.readStream(`user-${forgotten.userId}`);
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserForgotten']);
    expect(events[0]!.data).toMatchObject({ name: null, email: null, role: 'user' });

    await t.runner.rebuild('users');
    const rows = (
      await sql<{ id: string; name: string | null; email: string | null }>`
      select id, name, email from rm_users where id in (${forgotten.userId}, ${kept.userId})
    `.execute(t.db)
    ).rows;
    expect(rows.find((r) => r.id === forgotten.userId)).toMatchObject({ name: null, email: null });
    // A rebuild from the log cannot bring them back: the key is gone.
    expect(rows.find((r) => r.id === kept.userId)).toMatchObject({
      name: 'Keep Me Around',
      email: kept.email,
    });
  });
});
