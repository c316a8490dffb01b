import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { confirmedUser } from '../support/confirmed-user.ts';
import type { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(postgresBackends())('one text rule at the HTTP boundary ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await confirmedUser(t, 'Quiz Master');
  });
  afterAll(async () => t?.close());

  const eventCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from events`.execute(t.db)).rows[0]!.n);
  const register = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name, email: `user-${randomUUID()}@example.org`, password: 'correct horse battery' },
    });

  it('refuses a registration with a NUL in the name, appends nothing, and the next one works', async () => {
    const before = await eventCount();
    const bad = await register('Evil\u0000Person');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'text_invalid_characters', details: { field: 'name' } });
    expect(await eventCount()).toBe(before);

    const next = await register('Good Person');
    expect(next.statusCode).toBe(201);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.status).toBe('ok');
  });

  it('refuses lone surrogates, bidi overrides and zero-width characters in any field', async () => {
    for (const name of ['Anna \uD800 Berg', 'Anna \u202Egreb', 'An\u200Bna Berg']) {
      const response = await register(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().error.code).toBe('text_invalid_characters');
    }
  });

  it('refuses quiz titles, answers and codes with characters that cannot be stored', async () => {
    const create = async (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: owner.headers,
        payload: { title, captcha_response: await captchaFor(t.app) },
      });
    expect((await create('Capitals\u0000')).json().error.code).toBe('text_invalid_characters');
    const created = await create('Capitals');
    expect(created.statusCode).toBe(201);
    const { _id } = created.json().data;

    const retitle = await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id, title: 'Lone \uDC00 surrogate' },
    });
    expect(retitle.statusCode).toBe(400);
    expect(retitle.json().error.code).toBe('text_invalid_characters');

    const saveQuestions = (title: string, answer: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/quizzes/id/${_id}/questions`,
        headers: owner.headers,
        payload: {
          questions: [
            {
              question_id: 'q1',
              kind: 'multiple_choice',
              title,
              time_limit: 20,
              answers_required: 'one',
              chart_type: 'bar',
              answers: [
                { answer_id: 'a1', title: answer, is_correct: true, score: 1000 },
                { answer_id: 'a2', title: 'Bergen', is_correct: false, score: 0 },
              ],
            },
          ],
        },
      });
    const questions = await saveQuestions('Capital of Norway?', 'Oslo\u0000');
    expect(questions.statusCode).toBe(400);
    expect(questions.json().error).toMatchObject({
      code: 'text_invalid_characters',
      details: { field: 'questions[0].answers[0].title', question: 1, answer: 1 },
    });

    // A question's text is written in a textarea: it may span lines, an answer may not.
    const saved = await saveQuestions('Capital\nof Norway?', 'Oslo');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await saveQuestions('Capital of Norway?', 'Os\nlo')).json().error.code).toBe(
      'text_invalid_characters',
    );
  });

  it('answers GET /api/quizzes/code/%00 with a 400, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/quizzes/code/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('text_invalid_characters');
  });

  it('keeps line breaks in a quiz description (multi-line text)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: owner.headers,
      payload: { title: 'Lines', captcha_response: await captchaFor(t.app) },
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: created.json().data._id, description: 'First line\nSecond line' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a 1 MB body of nested arrays with 400 json_too_deep, and the server goes on', async () => {
    const depth = 500_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('json_too_deep');

    const nestedObjects = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    });
    expect(nestedObjects.json().error.code).toBe('json_too_deep');

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.status).toBe('ok');
  });

  it('answers a multipart upload without a boundary with 400 upload_malformed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/upload-image',
      headers: { ...owner.headers, 'content-type': 'multipart/form-data' },
      payload: 'not really multipart',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('upload_malformed');
  });
});
