import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* Spec Quiz `type` through the API: readable, changeable, and a poll refuses questions that score. */

const basic = (id: string, kind: 'multiple_choice' | 'poll') => ({
  question_id: id,
  question_type: 'basic',
  kind,
  title: `Lunch ${id}?`,
  time_limit: 30,
  answers_required: 'one',
  chart_type: 'pie',
  answers: [
    { answer_id: `${id}a`, title: 'Pizza', is_correct: kind !== 'poll', score: kind === 'poll' ? 0 : 1000 },
    { answer_id: `${id}b`, title: 'Soup', is_correct: false, score: 0 },
  ],
});

describe.each(postgresBackends())('a quiz or a poll ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'Poll Maker');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      headers: owner.headers,
      payload: { title: 'Lunch vote', captcha_response: await captchaFor(t.app) },
    });
    quizId = created.json().data._id;
  });
  afterAll(async () => t?.close());

  const read = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: owner.headers })).json()
      .data;
  const saveQuestions = (questions: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/questions`,
      headers: owner.headers,
      payload: { questions },
    });
  const setType = (type: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: quizId, type },
    });

  it('is a quiz by default, and becomes a poll only once no question scores', async () => {
    expect((await read()).type).toBe('quiz');
    expect((await saveQuestions([basic('1', 'poll'), basic('2', 'multiple_choice')])).statusCode).toBe(200);
    const refused = await setType('poll');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'poll_quiz_scored_question',
      details: { question: 2 },
    });
    expect((await read()).type).toBe('quiz');

    expect((await saveQuestions([basic('1', 'poll'), basic('2', 'poll')])).statusCode).toBe(200);
    const changed = await setType('poll');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read()).type).toBe('poll');
  });

  it('refuses a scored question in a poll, and a type it does not know', async () => {
    const refused = await saveQuestions([basic('1', 'poll'), basic('3', 'multiple_choice')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'poll_quiz_scored_question',
      details: { question: 2 },
    });
    expect((await read()).questions.map((q: { question_id: string }) => q.question_id)).toEqual(['1', '2']);
    expect((await setType('survey')).statusCode).toBe(400);
  });
});
