import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { personWithRole, schoolForm } from '../schools/school-support.ts';

const roleIn = (token: string) => (decodeJwt(token) as { role: string }).role;

describe.each(postgresBackends())('becoming a teacher ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('makes a person a teacher for good, with a token that says so, and then lets them create a school', async () => {
    const ada = await signUp(t.app, 'Ada Lovelace');
    expect((await post('/api/schools/create', ada.headers, schoolForm())).json().error.code).toBe(
      'no_permission',
    );

    const became = await post('/api/users/me/teacher', ada.headers);
    expect(became.statusCode).toBe(200);
    expect(became.json().data.profile.role).toBe('teacher');
    const token = became.json().data.token as string;
    expect(roleIn(token)).toBe('teacher');
    expect(await t.store.readStream(`user-${ada.userId}`)).toContainEqual(
      expect.objectContaining({
        type: 'UserRoleChanged',
        data: { userId: ada.userId, from: 'user', to: 'teacher' },
        metadata: expect.objectContaining({ actorId: ada.userId }),
      }),
    );

    const again = await post('/api/users/me/teacher', { authorization: `Bearer ${token}` });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'already_teacher']);

    const created = await post('/api/schools/create', { authorization: `Bearer ${token}` }, schoolForm());
    expect(created.statusCode).toBe(201);
  });

  it('refuses a pupil and someone signed out, and changes nothing', async () => {
    const pupil = await personWithRole(t, 'Petra Pupil', 'student');
    const refused = await post('/api/users/me/teacher', pupil.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'cannot_become_teacher']);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/profile',
      headers: pupil.headers,
    });
    expect(profile.json().data.role).toBe('student');
    expect((await post('/api/users/me/teacher', {})).statusCode).toBe(401);
  });

  it('signs up a teacher straight away when the form says "I am a teacher"', async () => {
    const reply = await post(
      '/api/auth/register',
      {},
      {
        name: 'Tom Teacher',
        email: `t-${randomUUID()}@example.org`,
        password: 'correct horse battery',
        teacher: true,
      },
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.user.role).toBe('teacher');
    expect(roleIn(reply.json().data.token)).toBe('teacher');
  });
});
