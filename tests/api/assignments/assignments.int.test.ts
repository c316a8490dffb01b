import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/*
 * Homework over HTTP (issue 13): the quiz's owner sets it with an opening, a deadline and one attempt;
 * students start plays of it by the link; the server refuses early, late and extra attempts with the
 * time or the limit; the owner, and only the owner, reads who has done it.
 */
describe.each(postgresBackends())('homework ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  let code: string;
  let assignmentId: string;
  let noraPlay: { id: string; token: string };

  const OPENS = '2026-11-24T10:20:00.000Z';
  const DEADLINE = '2026-11-24T10:40:00.000Z';

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    owner = await signUp(t.app, 'Owner');
    stranger = await signUp(t.app, 'Stranger');
    quizId = await liveQuiz(t.app, owner.headers);
    code = await quizCode(t.app, quizId, owner.headers);
  });
  afterAll(async () => t?.close());

  const assignmentEvents = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from events where stream_name like 'assignment-%'`.execute(t.db)
    ).rows[0]!.n;

  const valid = () => ({
    quiz_id: quizId,
    opens_at: OPENS,
    deadline: DEADLINE,
    attempt_limit: 1,
    random_order: false,
    show_correct_answer: false,
  });
  const create = (body: object, headers: Record<string, string> = owner.headers) =>
    t.app.inject({ method: 'POST', url: '/api/assignments', payload: body, headers });
  /** The homework the quiz's page lists for whoever has its code. */
  const listedOnQuizPage = async () =>
    (
      await t.app.inject({ method: 'POST', url: '/api/quizzes/join-quiz-validation', payload: { code } })
    ).json().data.assignments as { assignment_id: string; status: string }[];
  const start = (name: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/plays',
      payload: { code, name, assignment_id: assignmentId, ...extra },
    });

  it('refuses bad settings with their own message, and appends nothing', async () => {
    const refusals = [
      [{ deadline: OPENS }, 'assignment_deadline_before_opening'],
      [
        { opens_at: '2026-11-20T10:00:00.000Z', deadline: '2026-11-21T10:00:00.000Z' },
        'assignment_deadline_passed',
      ],
      [{ attempt_limit: 0 }, 'assignment_attempt_limit_invalid'],
      [{ attempt_limit: 11 }, 'assignment_attempt_limit_invalid'],
      [{ opens_at: 'next monday' }, 'assignment_time_invalid'],
      [{ title: 'x'.repeat(151) }, 'quiz_title_too_long'],
    ] as const;
    for (const [change, code] of refusals) {
      const reply = await create({ ...valid(), ...change });
      expect([reply.statusCode, reply.json().error.code]).toEqual([400, code]);
    }
    const notYours = await create(valid(), stranger.headers);
    expect([notYours.statusCode, notYours.json().error.code]).toEqual([403, 'no_permission']);
    expect((await create(valid(), {})).statusCode).toBe(401);
    expect(await assignmentEvents()).toBe(0);
  });

  it('sets the quiz as homework, titled like the quiz unless told otherwise', async () => {
    const reply = await create(valid());
    expect(reply.statusCode).toBe(201);
    const view = reply.json().data;
    expect(view).toMatchObject({
      quiz_id: quizId,
      title: expect.any(String),
      opens_at: OPENS,
      ends_at: DEADLINE,
      status: 'upcoming',
      attempt_limit: 1,
      show_correct_answer: false,
      attempts: 0,
    });
    assignmentId = view.assignment_id;
    const pub = (await t.app.inject({ method: 'GET', url: `/api/assignments/${assignmentId}` })).json().data;
    expect(pub).toEqual({
      assignment_id: assignmentId,
      quiz_id: quizId,
      title: view.title,
      opens_at: OPENS,
      ends_at: DEADLINE,
      status: 'upcoming',
      attempt_limit: 1,
    });
    // The quiz's page lists it for a class given only the code, saying it has not opened yet.
    await vi.waitFor(async () => expect(await listedOnQuizPage()).toEqual([pub]));
  });

  /** Plays a quiz of the two test questions to the end, answering the first with `pick`. */
  async function playThrough(playId: string, token: string, pick: string) {
    const headers = { 'x-play-token': token };
    await t.app.inject({ method: 'POST', url: `/api/plays/${playId}/next`, headers });
    const answered = (
      await t.app.inject({
        method: 'POST',
        url: `/api/plays/${playId}/answer`,
        headers,
        payload: { index: 0, answer: { kind: 'choice', answerIds: [pick] }, submission_id: 's1' },
      })
    ).json().data.play;
    await t.app.inject({ method: 'POST', url: `/api/plays/${playId}/next`, headers });
    const end = (await t.app.inject({ method: 'POST', url: `/api/plays/${playId}/next`, headers })).json()
      .data.play;
    return { answered, end };
  }

  it('refuses a start before the opening, saying when it opens', async () => {
    // Someone plays the quiz freely meanwhile: no homework, and no rival for the class.
    const free = (
      await t.app.inject({ method: 'POST', url: '/api/plays', payload: { code, name: 'Fri' } })
    ).json().data;
    expect((await playThrough(free.play.playId, free.play_token, 'oslo')).end.score).toBeGreaterThan(0);
    const freeVersus = await t.app.inject({
      method: 'GET',
      url: `/api/plays/${free.play.playId}/versus`,
      headers: { 'x-play-token': free.play_token },
    });
    expect(freeVersus.json().data.homework).toBeNull();

    const early = await start('Nora');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'assignment_not_open_yet', details: { when: OPENS } });
  });

  it('lets a guest play one attempt, with the options frozen in the assignment', async () => {
    clock.set('2026-11-24T10:20:00.000Z');
    const started = await start('Nora');
    expect(started.statusCode).toBe(201);
    const { play, play_token: token } = started.json().data;
    noraPlay = { id: play.playId, token };
    const { answered, end } = await playThrough(play.playId, token, 'bergen');
    expect(answered.outcome).toMatchObject({ correct: false });
    // The quiz shows correct answers, but the assignment said not to.
    expect(answered.outcome.summary).toMatchObject({ correct_answer_ids: null });
    expect(end.phase).toBe('finished');
    // Versus ranks a homework play among the plays of its assignment only.
    const versus = (
      await t.app.inject({
        method: 'GET',
        url: `/api/plays/${play.playId}/versus`,
        headers: { 'x-play-token': token },
      })
    ).json().data;
    expect(versus.standing).toEqual({ rank: 1, players: 1 });
    expect(versus.leaders).toEqual([{ name: 'Nora', score: 0 }]);
    // Its summary speaks of the homework: its title, and that her one attempt is used.
    expect(versus.homework).toEqual({
      assignment_id: assignmentId,
      title: 'Norway',
      status: 'open',
      attempt_limit: 1,
      attempts_left: 0,
    });
  });

  it('refuses a second attempt beyond the limit (the same name in any case), but a retry is practice', async () => {
    const again = await start(' NORA ');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'assignment_attempts_used', details: { limit: 1 } });
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/plays',
      payload: { code, name: 'Nora', retry_of: { play_id: noraPlay.id, play_token: noraPlay.token } },
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.play.isRetry).toBe(true);
    expect((await start('Ola')).statusCode).toBe(201);
  });

  it('refuses a late attempt, saying when it closed; extending the deadline opens it again', async () => {
    clock.set(DEADLINE);
    const late = await start('Per');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'assignment_closed', details: { when: DEADLINE } });
    const earlier = await t.app.inject({
      method: 'POST',
      url: `/api/assignments/${assignmentId}/extend`,
      headers: owner.headers,
      payload: { deadline: '2026-11-24T10:30:00.000Z' },
    });
    expect(earlier.json().error.code).toBe('assignment_deadline_not_later');
    const extended = await t.app.inject({
      method: 'POST',
      url: `/api/assignments/${assignmentId}/extend`,
      headers: owner.headers,
      payload: { deadline: '2026-11-24T10:50:00.000Z' },
    });
    expect(extended.json().data).toMatchObject({ status: 'open', ends_at: '2026-11-24T10:50:00.000Z' });
    expect((await start('Per')).statusCode).toBe(201);
    const strangerClose = await t.app.inject({
      method: 'POST',
      url: `/api/assignments/${assignmentId}/close`,
      headers: stranger.headers,
    });
    expect(strangerClose.statusCode).toBe(403);
    clock.advance(60_000);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/assignments/${assignmentId}/close`,
      headers: owner.headers,
    });
    expect(closed.json().data).toMatchObject({ status: 'closed', ends_at: '2026-11-24T10:41:00.000Z' });
    expect((await start('Kari')).json().error).toMatchObject({
      code: 'assignment_closed',
      details: { when: '2026-11-24T10:41:00.000Z' },
    });
    // Closed homework leaves the quiz's page.
    await vi.waitFor(async () => expect(await listedOnQuizPage()).toEqual([]));
  });

  it('shows the owner who has done it, and nobody else', async () => {
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/reports/assignments/${assignmentId}`,
        headers: owner.headers,
      });
    // The report reads the play reports, which follow the log a moment behind.
    await vi.waitFor(async () => expect((await read()).json().data.assignment.attempts).toBe(3));
    const report = await read();
    expect(report.statusCode).toBe(200);
    const { assignment, players } = report.json().data;
    expect(assignment).toMatchObject({ status: 'closed', attempts: 3 });
    const summary = players.map((p: Record<string, unknown>) => ({
      name: p.name,
      attempts: p.attempts,
      best_score: p.best_score,
      on_time: p.on_time,
      runs: (p.runs as unknown[]).length,
    }));
    expect(summary).toEqual([
      { name: 'Nora', attempts: 1, best_score: 0, on_time: true, runs: 2 },
      { name: 'Ola', attempts: 1, best_score: null, on_time: false, runs: 1 },
      { name: 'Per', attempts: 1, best_score: null, on_time: false, runs: 1 },
    ]);
    expect(players[0].runs[0]).toMatchObject({ play_id: noraPlay.id, retry: false, questions: 2 });
    expect(players[0].last_finished_at).toBe('2026-11-24T10:20:00.000Z');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/reports/quizzes/${quizId}/assignments`,
      headers: owner.headers,
    });
    expect(
      list.json().data.map((a: { assignment_id: string; status: string }) => [a.assignment_id, a.status]),
    ).toEqual([[assignmentId, 'closed']]);

    for (const url of [
      `/api/reports/assignments/${assignmentId}`,
      `/api/reports/quizzes/${quizId}/assignments`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
