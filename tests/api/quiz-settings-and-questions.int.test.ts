import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const question = (id: string, overrides: Record<string, unknown> = {}) => ({
  question_id: id,
  question_type: 'basic',
  kind: 'multiple_choice',
  title: `Question ${id}`,
  time_limit: 30,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}-a`, title: 'Right', is_correct: true, score: 1000 },
    { answer_id: `${id}-b`, title: 'Wrong', is_correct: false, score: 0 },
  ],
  ...overrides,
});

describe.each(postgresBackends())(
  'editing a quiz: closed bodies, versions, audience, clones ($name PostgreSQL)',
  (backend) => {
    let t: TestApp;
    let owner: Awaited<ReturnType<typeof signUp>>;
    let quizId: string;
    beforeAll(async () => {
      t = await createTestApp(backend);
      owner = await signUp(t.app, 'Quiz Editor');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: owner.headers,
        payload: { title: 'Birds', captcha_response: await captchaFor(t.app) },
      });
      quizId = created.json().data._id;
    });
    afterAll(async () => t?.close());

    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: owner.headers })).json()
        .data;
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/quizzes/update',
        headers: owner.headers,
        payload: { _id: quizId, ...payload },
      });
    const saveQuestions = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/quizzes/id/${quizId}/questions`,
        headers: owner.headers,
        payload,
      });

    it('refuses a field it does not know with unknown_field naming it (translated in every locale), and changes nothing', async () => {
      const before = await read();
      const reply = await update({ title: 'Changed', colour_of_the_day: 'blue' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toMatchObject({
        code: 'unknown_field',
        details: { field: 'colour_of_the_day' },
      });
      expect(en.errors.unknown_field).toContain('{{field}}');

      const nested = await saveQuestions({ questions: [question('q1', { secret_note: 'x' })] });
      expect(nested.statusCode).toBe(400);
      expect(nested.json().error).toMatchObject({
        code: 'unknown_field',
        details: { field: 'questions.0.secret_note' },
      });

      const inAnswer = await saveQuestions({
        questions: [
          question('q1', { answers: [{ answer_id: 'a', title: 'A', is_correct: true, score: 1, extra: 1 }] }),
        ],
      });
      expect(inAnswer.json().error).toMatchObject({
        code: 'unknown_field',
        details: { field: 'questions.0.answers.0.extra' },
      });

      const create = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: owner.headers,
        payload: { title: 'x', captcha_response: 'y', owner: 'someone-else' },
      });
      expect(create.json().error).toMatchObject({ code: 'unknown_field', details: { field: 'owner' } });
      expect(await read()).toEqual(before);
    });

    it('still reports a plain mistake inside a question as a validation failure, not an unknown field', async () => {
      const reply = await saveQuestions({ questions: [question('q1', { time_limit: 'long' })] });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe('validation_failed');
    });

    it('saves with the version the editor read, and refuses a stale copy with quiz_edit_conflict (409)', async () => {
      const start = await read();
      const first = await update({ title: 'Birds of Norway', expected_version: start.version });
      expect(first.statusCode).toBe(200);
      const fresh = first.json().data;
      expect(fresh.version).toBe(start.version + 1);

      // A second tab still holds the copy read at `start`.
      const stale = await update({ description: 'From the other tab', expected_version: start.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatchObject({
        code: 'quiz_edit_conflict',
        details: { current: fresh.version },
      });
      const staleList = await saveQuestions({ questions: [question('q1')], expected_version: start.version });
      expect(staleList.statusCode).toBe(409);
      expect((await read()).description).toBe('');
      expect((await read()).questions).toEqual([]);

      const ok = await saveQuestions({ questions: [question('q1')], expected_version: fresh.version });
      expect(ok.statusCode).toBe(200);
    });

    it('keeps who the quiz is for and its closing message, with the spec defaults first', async () => {
      expect(await read()).toMatchObject({
        tags: [],
        countries: [],
        age: [0, 99],
        difficult: 5,
        class_grade: [],
      });
      const reply = await update({
        custom_message: 'Thanks for playing!',
        tags: ['Nature', 'nature', 'Birds'],
        countries: ['no'],
        age: [6, 10],
        difficult: 1,
        class_subject: 'Science',
        class_grade: [4, 2],
      });
      expect(reply.statusCode).toBe(200);
      expect(await read()).toMatchObject({
        custom_message: 'Thanks for playing!',
        tags: ['Nature', 'Birds'],
        countries: ['NO'],
        age: [6, 10],
        difficult: 1,
        class_subject: 'Science',
        class_grade: [2, 4],
      });
      const bad = await update({ age: [10, 6] });
      expect(bad.json().error.code).toBe('age_invalid');
    });

    it('logs a copied question as clone_question, and refuses to switch every question off', async () => {
      const current = await read();
      const list = [question('q1'), question('q1-copy'), question('q2', { status: false })];
      const reply = await saveQuestions({ questions: list, cloned_from: { 'q1-copy': 'q1' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data.questions.map((q: { status?: boolean }) => q.status)).toEqual([
        undefined,
        undefined,
        false,
      ]);
      // The audit log is its own projection: it follows within moments.
      await vi.waitFor(async () => {
        const log = (
          await t.app.inject({ method: 'GET', url: `/api/quiz-logs/${quizId}`, headers: owner.headers })
        ).json().data;
        expect(log.items.map((entry: { action: string }) => entry.action)).toContain('clone_question');
      });
      expect(current.questions).toHaveLength(1);

      const allOff = await saveQuestions({ questions: list.map((q) => ({ ...q, status: false })) });
      expect(allOff.json().error.code).toBe('question_active_required');
      // Players never see an inactive question.
      const asPlayer = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data;
      expect(asPlayer.questions.map((q: { question_id: string }) => q.question_id)).toEqual([
        'q1',
        'q1-copy',
      ]);
    });
  },
);
