import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleUserCommand } from '../../commands/accounts/user-decider.ts';
import { inMemoryEditingSeats } from '../../commands/editing-seats/in-memory.ts';
import type { EditingSeats } from '../../commands/editing-seats/port.ts';
import { redisEditingSeats } from '../../commands/editing-seats/redis.ts';
import { SILENCE_MS } from '../../domain/quiz-editing/rules.ts';
import { postgresBackends } from '../support/backends.ts';
import { liveQuiz } from '../support/live-quiz.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../support/test-app.ts';

/*
 * One editor at a time over HTTP (issue 12): the owner's tab takes the editor, a second person who
 * may edit (a site admin here) is told who edits and that their writes do not land, asks for a
 * handover, and gets the editor when the owner accepts; a silent tab loses it. With REDIS_URL the
 * seats live in Redis, as between several nodes.
 */
const redisUrl = process.env.REDIS_URL;

describe.each(postgresBackends())('one editor at a time ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let redis: Redis | null = null;
  const prefix = `kviss-test-${randomUUID()}:`;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  let owner: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  const ownerTab = randomUUID();
  const ownerOtherTab = randomUUID();
  const adminTab = randomUUID();

  beforeAll(async () => {
    let seats: EditingSeats = inMemoryEditingSeats();
    if (redisUrl) {
      redis = new Redis(redisUrl);
      seats = redisEditingSeats(redis, prefix);
    }
    t = await createTestApp(backend, { clock, editingSeats: seats });
    owner = await signUp(t.app, 'Owner Olga');
    admin = await signUp(t.app, 'Admin Arne');
    stranger = await signUp(t.app, 'Stranger');
    await handleUserCommand(
      t.deps,
      admin.userId,
      { type: 'ChangeRole', data: { to: 'super_admin' } },
      { actorId: null, correlationId: 'test' },
    );
    await vi.waitFor(async () => {
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: admin.headers });
      expect(me.json().data.role).toBe('super_admin');
    });
    quizId = await liveQuiz(t.app, owner.headers);
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await t?.close();
  });

  const call = (path: string, headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/quizzes/${quizId}/editing${path}`, headers, payload: body });
  const rename = (headers: Record<string, string>, title: string) =>
    t.app.inject({ method: 'PUT', url: '/api/quizzes/update', headers, payload: { _id: quizId, title } });

  it('gives the editor to the first tab, and refuses people who may not edit the quiz', async () => {
    const first = await call('', owner.headers, { tab_id: ownerTab });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ role: 'editor', editor_name: 'Owner Olga', request: null });
    expect((await call('', stranger.headers, { tab_id: randomUUID() })).statusCode).toBe(404);
    expect((await call('', {}, { tab_id: randomUUID() })).statusCode).toBe(401);
    const unknownField = await call('', owner.headers, { tab_id: ownerTab, force: true });
    expect(unknownField.statusCode).toBe(400);
  });

  it("tells a second editor who edits, and does not let the second editor's writes land", async () => {
    const seen = await call('', admin.headers, { tab_id: adminTab });
    expect(seen.json().data).toMatchObject({ role: 'other_person', editor_name: 'Owner Olga' });
    const refused = await rename(admin.headers, 'Taken over');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'quiz_being_edited',
      details: { name: 'Owner Olga' },
    });
    expect((await rename(owner.headers, 'Still mine')).statusCode).toBe(200);
  });

  it('lets the owner move to another tab at once', async () => {
    const other = await call('', owner.headers, { tab_id: ownerOtherTab });
    expect(other.json().data.role).toBe('same_person_elsewhere');
    const moved = await call('/move-here', owner.headers, { tab_id: ownerOtherTab });
    expect(moved.json().data.role).toBe('editor');
    expect((await call('', owner.headers, { tab_id: ownerTab })).json().data.role).toBe(
      'same_person_elsewhere',
    );
    expect((await call('/move-here', admin.headers, { tab_id: adminTab })).json().error.code).toBe(
      'editing_held_by_other',
    );
  });

  it('gives the editor at once to the owner opening it again (a closed browser never said it left)', async () => {
    const reopened = randomUUID();
    expect((await call('/open', owner.headers, { tab_id: reopened })).json().data.role).toBe('editor');
    // Someone else opening it is told who edits, as by a call-in.
    expect((await call('/open', admin.headers, { tab_id: adminTab })).json().data).toMatchObject({
      role: 'other_person',
      editor_name: 'Owner Olga',
    });
    expect((await call('/move-here', owner.headers, { tab_id: ownerOtherTab })).json().data.role).toBe(
      'editor',
    );
  });

  it('hands over on request once the editor accepts; a rejection keeps it', async () => {
    const asked = await call('/handover', admin.headers, { tab_id: adminTab });
    expect(asked.json().data.request).toEqual({ name: 'Admin Arne', mine: true });
    const editorSees = await call('', owner.headers, { tab_id: ownerOtherTab });
    expect(editorSees.json().data.request).toEqual({ name: 'Admin Arne', mine: false });
    const notTheirs = await call('/handover/answer', admin.headers, { tab_id: adminTab, accept: true });
    expect(notTheirs.json().error.code).toBe('editing_not_editor');

    await call('/handover/answer', owner.headers, { tab_id: ownerOtherTab, accept: false });
    expect((await call('', admin.headers, { tab_id: adminTab })).json().data).toMatchObject({
      role: 'other_person',
      answer: 'rejected',
    });

    await call('/handover', admin.headers, { tab_id: adminTab });
    await call('/handover/cancel', admin.headers, { tab_id: adminTab });
    expect((await call('', owner.headers, { tab_id: ownerOtherTab })).json().data.request).toBeNull();

    await call('/handover', admin.headers, { tab_id: adminTab });
    const handed = await call('/handover/answer', owner.headers, { tab_id: ownerOtherTab, accept: true });
    expect(handed.json().data).toMatchObject({ role: 'other_person', editor_name: 'Admin Arne' });
    expect((await call('', admin.headers, { tab_id: adminTab })).json().data).toMatchObject({
      role: 'editor',
      answer: 'accepted',
    });
    expect((await rename(admin.headers, 'Handed over')).statusCode).toBe(200);
    expect((await rename(owner.headers, 'Not now')).json().error.code).toBe('quiz_being_edited');
  });

  it('frees the editor of a tab that goes silent, and of one that closes', async () => {
    clock.advance(SILENCE_MS + 1);
    expect((await rename(owner.headers, 'Back again')).statusCode).toBe(200);
    expect((await call('', owner.headers, { tab_id: ownerTab })).json().data.role).toBe('editor');
    await call('/leave', owner.headers, { tab_id: ownerTab });
    expect((await call('', admin.headers, { tab_id: adminTab })).json().data.role).toBe('editor');
  });
});
