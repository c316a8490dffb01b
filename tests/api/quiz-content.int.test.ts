import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const question = (id: string, overrides: Record<string, unknown> = {}) => ({
  question_id: id,
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
  'quiz content: questions, settings, status and audit log ($name PostgreSQL)',
  (backend) => {
    let t: TestApp;
    let owner: Awaited<ReturnType<typeof signUp>>;
    let quizId: string;
    beforeAll(async () => {
      t = await createTestApp(backend);
      owner = await signUp(t.app, 'Quiz Owner');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: owner.headers,
        payload: { title: 'Europe', captcha_response: await captchaFor(t.app) },
      });
      quizId = created.json().data._id;
    });
    afterAll(async () => t?.close());

    const saveQuestions = (questions: unknown[], headers = owner.headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/quizzes/id/${quizId}/questions`,
        headers,
        payload: { questions },
      });
    const log = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/quiz-logs/${quizId}`, headers: owner.headers })).json()
        .data;

    it('starts with the spec defaults', async () => {
      const quiz = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data;
      expect(quiz).toMatchObject({
        status: true,
        limit_player: 5,
        show_number_question: 10,
        show_correct_answer: true,
        is_random_question_order: false,
        questions: [],
      });
    });

    it('saves multiple choice, true/false and poll questions, and records each as an audit entry', async () => {
      const saved = await saveQuestions([
        question('q1'),
        question('q2', {
          kind: 'true_false',
          answers: [
            { answer_id: 'q2-t', title: 'True', is_correct: false, score: 1000 },
            { answer_id: 'q2-f', title: 'False', is_correct: true, score: 1000 },
          ],
        }),
        question('q3', {
          kind: 'poll',
          chart_type: 'pie',
          answers: [
            { answer_id: 'q3-a', title: 'Cats', is_correct: false, score: 0 },
            { answer_id: 'q3-b', title: 'Dogs', is_correct: false, score: 0 },
            { answer_id: 'q3-c', title: 'Fish', is_correct: false, score: 0 },
          ],
        }),
      ]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.questions.map((q: { kind: string }) => q.kind)).toEqual([
        'multiple_choice',
        'true_false',
        'poll',
      ]);
      // Sent without `question_type`: spec §3's default, basic.
      expect(saved.json().data.questions.map((q: { question_type: string }) => q.question_type)).toEqual([
        'basic',
        'basic',
        'basic',
      ]);
      await vi.waitFor(async () => {
        const entries = (await log()).items;
        expect(entries.filter((e: { action: string }) => e.action === 'create_question')).toHaveLength(3);
        expect(entries[0]).toMatchObject({ actor_id: owner.userId, actor_name: 'Quiz Owner' });
      });
    });

    it('refuses a question of a type that does not exist, and changes nothing', async () => {
      const before = (
        await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: owner.headers })
      ).json().data;
      const refused = await saveQuestions([{ ...question('q9'), question_type: 'telepathy' }]);
      expect(refused.statusCode).toBe(400);
      const after = (
        await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: owner.headers })
      ).json().data;
      expect(after.version).toBe(before.version);
    });

    it('records nothing when the same list is saved again (stored copies may order their keys differently)', async () => {
      const before = (
        await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: owner.headers })
      ).json().data;
      const again = await saveQuestions(before.questions);
      expect(again.json().data.version).toBe(before.version);
    });

    it('turns an edited list into update, delete and reorder entries', async () => {
      const response = await saveQuestions([
        question('q3', {
          kind: 'poll',
          chart_type: 'pie',
          answers: [
            { answer_id: 'q3-a', title: 'Cats', is_correct: false, score: 0 },
            { answer_id: 'q3-b', title: 'Dogs', is_correct: false, score: 0 },
          ],
        }),
        question('q1', { title: 'Renamed first' }),
      ]);
      expect(response.json().data.questions.map((q: { question_id: string }) => q.question_id)).toEqual([
        'q3',
        'q1',
      ]);
      // The audit log is its own projection: it follows the quiz within moments.
      await vi.waitFor(async () => {
        const actions = (await log()).items
          .slice(0, 4)
          .map((e: { action: string }) => e.action)
          .sort();
        expect(actions).toEqual(['delete_question', 'update_question', 'update_question', 'update_question']);
      });
    });

    it.each([
      [{ answers: [{ answer_id: 'x', title: 'Only one', is_correct: true, score: 10 }] }, 'answers_too_few'],
      [{ title: '   ' }, 'question_title_required'],
      [
        {
          answers: [
            { answer_id: 'x', title: 'A', is_correct: false, score: 0 },
            { answer_id: 'y', title: 'B', is_correct: false, score: 0 },
          ],
        },
        'answer_correct_required',
      ],
      [{ kind: 'poll' }, 'poll_has_no_correct_answer'],
      [{ time_limit: 2 }, 'time_limit_invalid'],
      [
        {
          answers: [
            { answer_id: 'x', title: 'A', is_correct: true, score: 1 },
            { answer_id: 'y', title: '', is_correct: false, score: 0 },
          ],
        },
        'answer_title_required',
      ],
    ])(
      'refuses a question that cannot be played (%#), says which, and changes nothing',
      async (overrides, code) => {
        const before = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data;
        const response = await saveQuestions([question('q1'), question('bad', overrides)]);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({ code, details: { question: 2 } });
        const after = (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data;
        expect(after.version).toBe(before.version);
      },
    );

    it('changes settings and description in one update, and toggles the status with its previous value logged', async () => {
      const updated = await t.app.inject({
        method: 'PUT',
        url: '/api/quizzes/update',
        headers: owner.headers,
        payload: {
          _id: quizId,
          description: 'Capitals and rivers',
          limit_player: 40,
          is_random_question_order: true,
          show_number_question: 1,
        },
      });
      expect(updated.json().data).toMatchObject({
        description: 'Capitals and rivers',
        limit_player: 40,
        is_random_question_order: true,
        show_number_question: 1,
      });
      const toggled = await t.app.inject({
        method: 'POST',
        url: `/api/quizzes/${quizId}/toggle-status`,
        headers: owner.headers,
      });
      expect(toggled.json().data.status).toBe(false);
      // The audit log is its own projection: it follows within moments.
      await vi.waitFor(async () =>
        expect((await log()).items[0]).toMatchObject({
          action: 'update_status',
          payload: { previous: true, new: false },
        }),
      );
    });

    it('keeps other people out of the content and the log', async () => {
      const stranger = await signUp(t.app, 'Nosy Stranger');
      expect((await saveQuestions([question('q9')], stranger.headers)).statusCode).toBe(403);
      const log = await t.app.inject({
        method: 'GET',
        url: `/api/quiz-logs/${quizId}`,
        headers: stranger.headers,
      });
      expect(log.statusCode).toBe(403);
      const toggle = await t.app.inject({
        method: 'POST',
        url: `/api/quizzes/${quizId}/toggle-status`,
        headers: stranger.headers,
      });
      expect(toggle.statusCode).toBe(403);
    });

    it('lists the signed-in creator’s quizzes', async () => {
      const mine = await t.app.inject({ method: 'GET', url: '/api/quizzes/mine', headers: owner.headers });
      expect(mine.json().data.map((q: { _id: string }) => q._id)).toContain(quizId);
    });

    it('rebuilds the quizzes and audit read models into identical rows', async () => {
      const read = async () => ({
        quiz: (await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` })).json().data,
        log: await log(),
      });
      // Stop following live, so nothing moves under us, then apply everything there is.
      await t.runner.stop();
      await t.runner.catchUp();
      const before = await read();
      await t.runner.rebuild('quizzes');
      await t.runner.rebuild('quiz-logs');
      expect(await read()).toEqual(before);
    });
  },
);
