import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { confirmedUser } from '../../support/confirmed-user.ts';
import { finishedGame } from '../../support/finished-game.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * Combined leaderboards over HTTP and the socket: the quiz's owner makes one for the whole quiz; bad
 * settings get their own translated message and change nothing; another teacher and a guest are
 * refused; anyone with the link reads the live ranking, and a socket following it is sent the new
 * ranking when a later game of the quiz ends.
 */
describe.each(postgresBackends())('combined leaderboards ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  let otherQuizGame: string;
  let leaderboardId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'Owner');
    stranger = await signUp(t.app, 'Stranger');
    quizId = await liveQuiz(t.app, owner.headers);
    const otherQuiz = await liveQuiz(t.app, stranger.headers);
    otherQuizGame = await finishedGame(t.app, stranger, otherQuiz, [{ name: 'Yara', right: true }]);
    await finishedGame(t.app, owner, quizId, [
      { name: 'Emma', right: true },
      { name: 'Liam', right: false },
    ]);
  });
  afterAll(async () => t?.close());

  const events = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from events where stream_name like 'leaderboard-%'`.execute(t.db)
    ).rows[0]!.n;
  const valid = () => ({
    quiz_id: quizId,
    name: 'Year 6 capitals',
    sources: { mode: 'quiz', include_play_alone: true },
    merge_mode: 'best_response',
    layout: 'list',
    page_seconds: 8,
    refresh_minutes: 0,
    status: 'active',
    display_ranking: true,
  });
  const create = (body: object, headers: Record<string, string> = owner.headers) =>
    t.app.inject({ method: 'POST', url: '/api/leaderboards', payload: body, headers });
  const live = () => t.app.inject({ method: 'GET', url: `/api/leaderboards/${leaderboardId}/live` });

  it('refuses bad settings with their own message, strangers and guests, and appends nothing', async () => {
    const refusals = [
      [{ name: '   ' }, 400, 'leaderboard_name_required'],
      [{ page_seconds: 1 }, 400, 'leaderboard_page_seconds_invalid'],
      [{ refresh_minutes: 90 }, 400, 'leaderboard_refresh_minutes_invalid'],
      [{ sources: { mode: 'chosen', reports: [] } }, 400, 'leaderboard_reports_required'],
      [
        { sources: { mode: 'chosen', reports: [{ kind: 'game', id: otherQuizGame }] } },
        400,
        'report_not_of_quiz',
      ],
      [{ merge_mode: 'sum' }, 400, 'validation_failed'],
      [{ colour: 'red' }, 400, 'unknown_field'],
    ] as const;
    for (const [change, status, code] of refusals) {
      const reply = await create({ ...valid(), ...change });
      expect([reply.statusCode, reply.json().error.code], JSON.stringify(change)).toEqual([status, code]);
    }
    const notYours = await create(valid(), stranger.headers);
    expect([notYours.statusCode, notYours.json().error.code]).toEqual([403, 'no_permission']);
    expect((await create(valid(), {})).statusCode).toBe(401);
    expect(await events()).toBe(0);
  });

  it("ranks the quiz's finished games for anyone with the link", async () => {
    const created = await create(valid());
    expect(created.statusCode).toBe(201);
    leaderboardId = created.json().data.leaderboard_id;
    expect(created.json().data).toMatchObject({ name: 'Year 6 capitals', players: 2, reports: 1 });
    const reply = await live();
    expect(reply.statusCode).toBe(200);
    expect(
      reply.json().data.ranking.map((r: { name: string; rank: number }) => `${r.rank} ${r.name}`),
    ).toEqual(['1 Emma', '2 Liam']);
  });

  it('only the owner lists, reads, changes and deletes it', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/leaderboards?quiz_id=${quizId}`,
      headers: owner.headers,
    });
    expect(list.json().data.map((l: { leaderboard_id: string }) => l.leaderboard_id)).toEqual([
      leaderboardId,
    ]);
    for (const [method, url, payload] of [
      ['GET', `/api/leaderboards?quiz_id=${quizId}`, undefined],
      ['GET', `/api/leaderboards/${leaderboardId}`, undefined],
      ['PUT', `/api/leaderboards/${leaderboardId}`, { ...valid(), quiz_id: undefined, name: 'Mine' }],
      ['PATCH', `/api/leaderboards/${leaderboardId}/status`, { status: 'inactive' }],
      ['DELETE', `/api/leaderboards/${leaderboardId}`, undefined],
    ] as const) {
      const reply = await t.app.inject({ method, url, payload, headers: stranger.headers });
      expect([reply.statusCode, reply.json().error.code], `${method} ${url}`).toEqual([403, 'no_permission']);
    }
    const { quiz_id, ...body } = valid();
    const withExtra = await t.app.inject({
      method: 'PUT',
      url: `/api/leaderboards/${leaderboardId}`,
      payload: { ...body, quiz_id },
      headers: owner.headers,
    });
    expect(withExtra.statusCode).toBe(400);
  });

  it("lets a colleague the quiz's reports are shared with combine them, but not one who may only play it", async () => {
    const reporter = await confirmedUser(t, 'Reporter');
    const reader = await confirmedUser(t, 'Reader');
    for (const [who, report] of [
      [reporter, true],
      [reader, false],
    ] as const) {
      const shared = await t.app.inject({
        method: 'POST',
        url: `/api/quizzes/${quizId}/shares`,
        headers: owner.headers,
        payload: { email: who.email, can_read: true, can_edit: false, can_access_report: report },
      });
      expect(shared.statusCode, shared.body).toBe(201);
    }
    await vi.waitFor(async () => {
      await t.runner.catchUp();
      expect((await create({ ...valid(), name: 'By the reporter' }, reporter.headers)).statusCode).toBe(201);
    });
    const refused = await create({ ...valid(), name: 'By the reader' }, reader.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'no_permission']);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/leaderboards?quiz_id=${quizId}`,
      headers: reporter.headers,
    });
    expect(listed.json().data.map((l: { name: string }) => l.name)).toContain('By the reporter');
  });

  it('a socket following the live ranking gets the next game as soon as it ends', async () => {
    const watcher = await gameSocket(t.app);
    watcher.send({ type: 'subscribe', topic: `leaderboard/${leaderboardId}` });
    const snapshot = await watcher.next((m) => m.type === 'snapshot');
    expect((snapshot.data as { players: number }).players).toBe(2);
    await finishedGame(t.app, owner, quizId, [{ name: 'Olivia', right: true }]);
    const change = await watcher.next(
      (m) => m.type === 'change' && (m.data as { players: number }).players === 3,
      10_000,
    );
    expect((change.data as { ranking: Array<{ name: string }> }).ranking.map((r) => r.name)).toContain(
      'Olivia',
    );
    watcher.close();
  });

  it('inactive, it shows no ranking; deleted, its link says it is gone', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/leaderboards/${leaderboardId}/status`,
      payload: { status: 'inactive' },
      headers: owner.headers,
    });
    expect(patched.json().data.status).toBe('inactive');
    await vi.waitFor(async () =>
      expect((await live()).json().data).toMatchObject({ status: 'inactive', ranking: [] }),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/leaderboards/${leaderboardId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect([(await live()).statusCode, (await live()).json().error.code]).toEqual([
      404,
      'leaderboard_not_found',
    ]);
  });
});
