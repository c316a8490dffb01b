import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { finishedGame } from '../../support/finished-game.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * Merge reports over HTTP (spec §7): two classes' games of one quiz read as one report, with both
 * classes' players and each question's results added up; a locked one cannot change; only the owner.
 */
describe.each(postgresBackends())('merge reports ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  let games: string[];
  let id: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'Owner');
    stranger = await signUp(t.app, 'Stranger');
    quizId = await liveQuiz(t.app, owner.headers);
    games = [
      await finishedGame(t.app, owner, quizId, [
        { name: 'Emma', right: true },
        { name: 'Liam', right: false },
      ]),
      await finishedGame(t.app, owner, quizId, [{ name: 'Noah', right: true }]),
    ];
  });
  afterAll(async () => t?.close());

  const refs = () => games.map((gameId) => ({ kind: 'game', id: gameId }));
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = owner.headers,
  ) => t.app.inject({ method, url, payload, headers });

  it('refuses a merge of fewer than two reports, unknown fields, strangers and guests', async () => {
    const one = await call('POST', '/api/merge-reports', {
      quiz_id: quizId,
      name: 'Both',
      reports: refs().slice(0, 1),
    });
    expect([one.statusCode, one.json().error.code]).toEqual([400, 'merge_report_too_few_reports']);
    const noName = await call('POST', '/api/merge-reports', { quiz_id: quizId, name: ' ', reports: refs() });
    expect(noName.json().error.code).toBe('merge_report_name_required');
    const extra = await call('POST', '/api/merge-reports', {
      quiz_id: quizId,
      name: 'Both',
      reports: refs(),
      x: 1,
    });
    expect([extra.statusCode, extra.json().error.code]).toEqual([400, 'unknown_field']);
    const notYours = await call(
      'POST',
      '/api/merge-reports',
      { quiz_id: quizId, name: 'Both', reports: refs() },
      stranger.headers,
    );
    expect([notYours.statusCode, notYours.json().error.code]).toEqual([403, 'no_permission']);
    expect(
      (await call('POST', '/api/merge-reports', { quiz_id: quizId, name: 'Both', reports: refs() }, {}))
        .statusCode,
    ).toBe(401);
    expect((await call('GET', `/api/merge-reports?quiz_id=${quizId}`)).json().data).toEqual([]);
  });

  it('reads two games as one: every player, and each question added up', async () => {
    const created = await call('POST', '/api/merge-reports', {
      quiz_id: quizId,
      name: 'Year 6',
      reports: refs(),
    });
    expect(created.statusCode).toBe(201);
    id = created.json().data.merge_report_id;
    const got = await call('GET', `/api/merge-reports/${id}`);
    const { merge_report, content } = got.json().data;
    expect(merge_report).toMatchObject({ name: 'Year 6', status: 'open' });
    expect(
      content.players.map(
        (p: { rank: number; name: string; report: number }) => `${p.rank} ${p.name} ${p.report}`,
      ),
    ).toEqual(['1 Emma 0', '1 Noah 1', '3 Liam 0']);
    expect(content.questions[0]).toMatchObject({
      question_id: 'capital',
      answered: 3,
      correct: 2,
      scored: true,
    });
    expect(content.questions[0].correct_share).toBeCloseTo(2 / 3);
    // The average answer time over both games: each answer from when its own game opened the question.
    const times: number[] = [];
    for (const gameId of games) {
      const { opens, players } = (await call('GET', `/api/reports/id/${gameId}`)).json().data as {
        opens: Record<string, string>;
        players: Array<{ answers: Record<string, { receivedAt: string }> }>;
      };
      for (const player of players)
        times.push(Math.max(0, Date.parse(player.answers['0']!.receivedAt) - Date.parse(opens['0']!)));
    }
    expect(times).toHaveLength(3);
    expect(content.questions[0].average_ms).toBe(Math.round(times.reduce((a, b) => a + b, 0) / 3));
    // The second question was never asked: nobody answered it, so it has no time.
    expect(content.questions[1].average_ms).toBeNull();
    expect((await call('GET', `/api/merge-reports/${id}`, undefined, stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/merge-reports?quiz_id=${quizId}`)).json().data).toHaveLength(1);
  });

  it('a locked merge report cannot be changed or deleted until opened again', async () => {
    const locked = await call('PATCH', `/api/merge-reports/${id}/status`, { status: 'lock' });
    expect(locked.json().data.status).toBe('lock');
    const rename = await call('PUT', `/api/merge-reports/${id}`, { name: 'Renamed', reports: refs() });
    expect([rename.statusCode, rename.json().error.code]).toEqual([409, 'merge_report_locked']);
    expect((await call('DELETE', `/api/merge-reports/${id}`)).statusCode).toBe(409);
    await call('PATCH', `/api/merge-reports/${id}/status`, { status: 'open' });
    const renamed = await call('PUT', `/api/merge-reports/${id}`, { name: 'Renamed', reports: refs() });
    expect(renamed.json().data.name).toBe('Renamed');
    expect((await call('DELETE', `/api/merge-reports/${id}`, undefined, stranger.headers)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/merge-reports/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/merge-reports/${id}`)).statusCode).toBe(404);
  });
});
