import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(postgresBackends())('quiz API ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app);
  });
  afterAll(async () => t?.close());

  async function create(title: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      payload: { title, captcha_response: await captchaFor(t.app) },
      headers: owner.headers,
    });
  }

  it('creates a quiz that can be read back at once, with the title trimmed', async () => {
    const created = await create('  Capitals of Europe  ');
    expect(created.statusCode).toBe(201);
    const { _id, code } = created.json().data;
    expect(code).toMatch(/^[a-z2-9]{8}$/);

    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${_id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ _id, code, title: 'Capitals of Europe', version: 1 });

    const byCode = await t.app.inject({ method: 'GET', url: `/api/quizzes/code/${code.toUpperCase()}` });
    expect(byCode.json().data._id).toBe(_id);
  });

  it('records QuizCreated and the code reservation in the log', async () => {
    const { _id, code } = (await create('Rivers')).json().data;
    const events = await t.store.readStream(`quiz-${_id}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['QuizCreated', { quizId: _id, code, title: 'Rivers', ownerId: owner.userId }],
    ]);
    expect(events[0]!.metadata.at).toBe('2026-11-23T10:00:00.000Z');
    expect((await t.store.readStream(`quiz-code-${code}`)).map((e) => e.type)).toEqual(['QuizCodeReserved']);
  });

  it('asks for the proof-of-work captcha: none, a forged one or a used one is refused', async () => {
    const create = (captcha_response: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: owner.headers,
        payload: { title: 'Bots', captcha_response },
      });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: owner.headers,
      payload: { title: 'Bots' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await create('not a solution')).json().error.code).toBe('captcha_invalid');

    const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha' })).json().data;
    const wrongNumber = Buffer.from(
      JSON.stringify({ ...challenge, number: -1, maxnumber: undefined }),
    ).toString('base64');
    expect((await create(wrongNumber)).json().error.code).toBe('captcha_invalid');

    const solved = await captchaFor(t.app);
    expect((await create(solved)).statusCode).toBe(201);
    const replayed = await create(solved);
    expect([replayed.statusCode, replayed.json().error.code]).toEqual([400, 'captcha_invalid']);
  });

  it('refuses a blank title with a translatable code and writes nothing', async () => {
    const before = await t.db
      .selectFrom('rm_quizzes' as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const response = await create('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('quiz_title_required');
    const after = await t.db
      .selectFrom('rm_quizzes' as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('refuses a title over the limit', async () => {
    const response = await create('x'.repeat(151));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('quiz_title_too_long');
  });

  it('answers a malformed body with validation_failed and the error envelope', async () => {
    for (const payload of [{}, { title: 42 }, { title: null }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        payload: { ...payload, captcha_response: await captchaFor(t.app) },
        headers: owner.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed' });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('validation_failed');
  });

  it('changes the title, and an unchanged title appends nothing', async () => {
    const { _id } = (await create('Old title')).json().data;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id, title: 'New title' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'New title', version: 2 });

    await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id, title: ' New title ' },
    });
    expect(await t.store.readStream(`quiz-${_id}`)).toHaveLength(2);
  });

  it('needs a signed-in account to create or change a quiz, and only the owner may change it', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      payload: { title: 'Nope' },
    });
    expect([anonymous.statusCode, anonymous.json().error.code]).toEqual([401, 'session_expired']);

    const { _id } = (await create('Mine')).json().data;
    const stranger = await signUp(t.app, 'Somebody Else');
    const hijack = await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: stranger.headers,
      payload: { _id, title: 'Theirs' },
    });
    expect([hijack.statusCode, hijack.json().error.code]).toEqual([403, 'no_permission']);
    const noToken = await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      payload: { _id, title: 'Theirs' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(await t.store.readStream(`quiz-${_id}`)).toHaveLength(1);
  });

  it('answers 404 quiz_not_found for an unknown quiz, and for updating one', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${id}` });
    expect(read.statusCode).toBe(404);
    expect(read.json().error.code).toBe('quiz_not_found');
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: id, title: 'x' },
    });
    expect(update.statusCode).toBe(404);
    expect(await t.store.readStream(`quiz-${id}`)).toEqual([]);
  });

  it('answers 404 quiz_not_found for an id that is not a quiz id at all', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/quizzes/id/not-a-uuid' });
    expect(read.statusCode).toBe(404);
    expect(read.json().error.code).toBe('quiz_not_found');
  });

  it('keeps every title when many edits race, and the read model ends on the last one', async () => {
    const { _id } = (await create('Race')).json().data;
    const titles = Array.from({ length: 6 }, (_, i) => `Race ${i}`);
    const replies = await Promise.all(
      titles.map((title) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/quizzes/update',
          headers: owner.headers,
          payload: { _id, title },
        }),
      ),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    // Conflicts are retried; a writer that still loses gets 409 and nothing of it is written.
    expect(replies.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const events = await t.store.readStream(`quiz-${_id}`);
    expect(events).toHaveLength(1 + ok.length);
    const read = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${_id}` });
    expect(read.json().data.title).toBe((events.at(-1)!.data as { title: string }).title);
  });
});
