import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { LIVE_QUESTIONS, liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * A play copies the quiz's questions when it starts, and the server keeps a quiz's questions between
 * starts (api/routes/plays/playable-quizzes.ts): an edit must reach the next play at once, and never
 * the plays already running.
 */
describe.each(postgresBackends())('plays started around a quiz edit ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'Owner');
    quizId = await liveQuiz(t.app, owner.headers);
    code = await quizCode(t.app, quizId, owner.headers);
  });
  afterAll(async () => t?.close());

  async function firstQuestionOfNewPlay() {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      payload: { code, name: 'Nora' },
    });
    expect(started.statusCode).toBe(201);
    const { play_token: token, play } = started.json().data;
    const headers = { 'x-play-token': token };
    const next = await t.app.inject({ method: 'POST', url: `/api/plays/${play.playId}/next`, headers });
    return { playId: play.playId as string, headers, title: next.json().data.play.question.title as string };
  }

  it('plays the questions as they are when each play starts', async () => {
    const before = await firstQuestionOfNewPlay();
    expect(before.title).toBe('Capital of Norway?');
    expect((await firstQuestionOfNewPlay()).title).toBe('Capital of Norway?');

    const edited = [{ ...LIVE_QUESTIONS[0], title: 'Capital of Sweden?' }, LIVE_QUESTIONS[1]];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/quizzes/id/${quizId}/questions`,
      headers: owner.headers,
      payload: { questions: edited },
    });
    expect(saved.statusCode).toBe(200);

    expect((await firstQuestionOfNewPlay()).title).toBe('Capital of Sweden?');
    // The play started before the edit keeps the question it was shown.
    const resumed = await t.app.inject({
      method: 'GET',
      url: `/api/plays/${before.playId}`,
      headers: before.headers,
    });
    expect(resumed.json().data.play.question.title).toBe('Capital of Norway?');
  });

  it('refuses a new play once the quiz is made inactive, though its questions were kept', async () => {
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quizId}/toggle-status`,
      headers: owner.headers,
    });
    expect(off.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      payload: { code, name: 'Nora' },
    });
    expect(refused.json().error.code).toBe('quiz_inactive');
  });
});
