import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { captchaFor } from '../../support/captcha.ts';
import { confirmEmailOf, confirmedUser } from '../../support/confirmed-user.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type User = { userId: string; email: string; headers: Record<string, string> };
const READ = { can_read: true, can_edit: false, can_access_report: false };

/* Share validation with its translated codes, shares waiting for an account, share links and copies. */
describe.each(postgresBackends())('share links, validation and copies ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: User;
  let friend: User;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [owner, friend] = await Promise.all([confirmedUser(t, 'Owner'), confirmedUser(t, 'Friend')]);
    quizId = await liveQuiz(t.app, owner.headers);
  });
  afterAll(async () => t?.close());

  function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: User | null,
    payload?: object,
  ) {
    return t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
  }
  const share = (email: string, over: object = {}, who: User = owner, quiz = quizId) =>
    call('POST', `/api/quizzes/${quiz}/shares`, who, { email, ...READ, ...over });
  const errorOf = (reply: { statusCode: number; json(): { error: { code: string } } }) => [
    reply.statusCode,
    reply.json().error.code,
  ];

  it('refuses one’s own address, the same person twice, no right, a bad address, an unknown quiz and field', async () => {
    expect(errorOf(await share(owner.email.toUpperCase()))).toEqual([400, 'share_own_email']);
    expect((await share(friend.email)).statusCode).toBe(201);
    expect(errorOf(await share(` ${friend.email.toUpperCase()} `))).toEqual([409, 'share_already_exists']);
    const none = { can_read: false, can_edit: false, can_access_report: false };
    expect(errorOf(await share('nobody@example.org', none))).toEqual([400, 'share_rights_required']);
    expect(errorOf(await share('not an address'))).toEqual([400, 'email_invalid']);
    expect(errorOf(await share('x@example.org', {}, owner, crypto.randomUUID()))).toEqual([
      404,
      'quiz_not_found',
    ]);
    expect((await share('y@example.org', { role: 'admin' })).statusCode).toBe(400);
    const shares = (await call('GET', `/api/quizzes/${quizId}/shares`, owner)).json().data.shares;
    expect(shares.map((s: { email: string }) => s.email)).toEqual([friend.email]);
  });

  it('refuses to change a share that does not exist', async () => {
    const reply = await call('PATCH', `/api/quizzes/${quizId}/shares/${crypto.randomUUID()}`, owner, READ);
    expect(errorOf(reply)).toEqual([404, 'share_not_found']);
  });

  it('applies a share to an address with no account once someone registers with it and confirms it', async () => {
    const email = `later-${crypto.randomUUID()}@example.org`;
    const shared = await share(email, { can_edit: true });
    expect(shared.json().data.shares.at(-1)).toMatchObject({ email, status: 'pending', can_edit: true });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Newcomer', email, password: 'correct horse battery' },
    });
    const newcomer = registered.json().data;
    const headers = { authorization: `Bearer ${newcomer.token}` };
    // Not before the address is confirmed: anyone could type it.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers })).json().data.can_edit,
    ).toBe(false);
    await confirmEmailOf(t, newcomer.user._id);
    const quiz = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers })).json()
      .data;
    expect(quiz.can_edit).toBe(true);
    const shares = (await call('GET', `/api/quizzes/${quizId}/shares`, owner)).json().data.shares;
    expect(shares.at(-1)).toMatchObject({ email, status: 'active', name: 'Newcomer' });
  });

  it('opens the quiz by its share link for a guest without the answer key, until the link is revoked', async () => {
    const created = (await call('POST', `/api/quizzes/${quizId}/share-link`, owner)).json().data.link;
    expect(created.path).toBe(`/set/${quizId}/share/${created.token}`);
    const opened = await call('GET', `/api/shared-quizzes/${quizId}/${created.token}`, null);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ owner_name: 'Owner', quiz: { _id: quizId, can_edit: false } });
    expect(opened.body).not.toContain('is_correct');
    expect(errorOf(await call('GET', `/api/shared-quizzes/${quizId}/${created.token}x`, null))).toEqual([
      404,
      'share_link_invalid',
    ]);
    // A new link replaces the old one.
    const next = (await call('POST', `/api/quizzes/${quizId}/share-link`, owner)).json().data.link;
    expect(next.token).not.toBe(created.token);
    expect((await call('GET', `/api/shared-quizzes/${quizId}/${created.token}`, null)).statusCode).toBe(404);
    const revoked = await call('DELETE', `/api/quizzes/${quizId}/share-link`, owner);
    expect(revoked.json().data.link).toBeNull();
    expect((await call('GET', `/api/shared-quizzes/${quizId}/${next.token}`, null)).statusCode).toBe(404);
  });

  it('copies the quiz with its link and a solved captcha into the copier’s quizzes, logged as clone_quiz', async () => {
    const token = (await call('POST', `/api/quizzes/${quizId}/share-link`, owner)).json().data.link.token;
    const look = {
      ...(await call('GET', `/api/quizzes/id/${quizId}`, owner)).json().data.look,
      theme_name: 'theme_2',
    };
    const restyled = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/look`,
      headers: owner.headers,
      payload: look,
    });
    expect(restyled.statusCode, restyled.body).toBe(200);
    const copier = await signUp(t.app, 'Copier');
    const refused = await call('POST', `/api/copyToMyQuiz/${quizId}`, copier, {
      captcha_response: 'nope',
      share_token: token,
    });
    expect(errorOf(refused)).toEqual([400, 'captcha_invalid']);
    const noLink = await call('POST', `/api/copyToMyQuiz/${quizId}`, copier, {
      captcha_response: await captchaFor(t.app),
    });
    expect(errorOf(noLink)).toEqual([403, 'no_permission']);
    const copied = await call('POST', `/api/copyToMyQuiz/${quizId}`, copier, {
      captcha_response: await captchaFor(t.app),
      share_token: token,
    });
    expect(copied.statusCode).toBe(201);
    const copyId = copied.json().data._id;
    const copy = (await call('GET', `/api/quizzes/id/${copyId}`, copier)).json().data;
    const source = (await call('GET', `/api/quizzes/id/${quizId}`, owner)).json().data;
    expect(copy).toMatchObject({ can_edit: true, user_id: copier.userId, title: source.title });
    expect(copy.questions).toEqual(source.questions);
    expect(copy.look).toEqual(source.look);
    expect(copy.look.theme_name).toBe('theme_2');
    const mine = (await call('GET', '/api/quizzes/mine', copier)).json().data;
    expect(mine.map((q: { _id: string }) => q._id)).toEqual([copyId]);
    const log = (await call('GET', `/api/quiz-logs/${copyId}`, copier)).json().data.items;
    expect(log[0]).toMatchObject({ action: 'clone_quiz', payload: { title: 'Norway', from: quizId } });
    // The original is untouched and still the owner's alone.
    expect((await call('GET', `/api/quizzes/id/${quizId}`, copier)).json().data.can_edit).toBe(false);
  });

  it('logs each change of sharing as update_share_setting on the quiz', async () => {
    await vi.waitFor(async () => {
      await t.runner.catchUp();
      const log = (await call('GET', `/api/quiz-logs/${quizId}?page=1`, owner)).json().data.items;
      const changes = log
        .filter((e: { action: string }) => e.action === 'update_share_setting')
        .map((e: { payload: { change: string } }) => e.payload.change);
      expect(changes).toEqual(expect.arrayContaining(['shared', 'link_created', 'link_revoked']));
    });
  });
});
