import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { confirmedUser } from '../../support/confirmed-user.ts';
import { finishedGame } from '../../support/finished-game.ts';
import { liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/*
 * Issue 28 item 15: a report whose sharing the owner turned off ("disabled": only the owner) is read by
 * nobody else on any path. A colleague the quiz's reports are shared with (can_access_report) neither
 * merges it nor reads it inside the owner's merge report, and no leaderboard shows its players to the
 * people who open the board's public link.
 */
describe.each(postgresBackends())('disabled reports stay the owner’s ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let colleague: Awaited<ReturnType<typeof confirmedUser>>;
  let quizId: string;
  let hidden: string;
  let open: string;
  let third: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = owner.headers,
  ) => t.app.inject({ method, url, payload, headers });
  const share = (reportId: string, sharing: 'public' | 'private' | 'disabled') =>
    call('PUT', `/api/reports/id/${reportId}/sharing`, { sharing });
  const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name).sort();

  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app, 'Owner');
    colleague = await confirmedUser(t, 'Colleague');
    quizId = await liveQuiz(t.app, owner.headers);
    hidden = await finishedGame(t.app, owner, quizId, [
      { name: 'Hanna', right: true },
      { name: 'Hugo', right: false },
    ]);
    open = await finishedGame(t.app, owner, quizId, [{ name: 'Noah', right: true }]);
    third = await finishedGame(t.app, owner, quizId, [{ name: 'Olivia', right: false }]);
    const shared = await call('POST', `/api/quizzes/${quizId}/shares`, {
      email: colleague.email,
      can_read: true,
      can_edit: false,
      can_access_report: true,
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect((await share(hidden, 'disabled')).json().data.sharing).toBe('disabled');
    // The colleague reads the quiz's other reports, but not the disabled one.
    await vi.waitFor(async () => {
      await t.runner.catchUp();
      expect((await call('GET', `/api/reports/id/${open}`, undefined, colleague.headers)).statusCode).toBe(
        200,
      );
    });
    expect((await call('GET', `/api/reports/id/${hidden}`, undefined, colleague.headers)).statusCode).toBe(
      404,
    );
  });
  afterAll(async () => t?.close());

  const refs = () => [
    { kind: 'game', id: hidden },
    { kind: 'game', id: open },
  ];

  it('is not in a colleague’s lists, nor read on its own page or replay, game or solo play', async () => {
    const code = await quizCode(t.app, quizId, owner.headers);
    const started = await call('POST', '/api/plays', { code, name: 'Selma' }, {});
    expect(started.statusCode, started.body).toBe(201);
    const play = started.json().data.play.playId as string;
    await vi.waitFor(async () => {
      await t.runner.catchUp();
      expect((await share(play, 'disabled')).statusCode).toBe(200);
    });
    const get = (url: string, who: Record<string, string>) => call('GET', url, undefined, who);
    const ids = async (url: string, who: Record<string, string>, key: string) =>
      ((await get(url, who)).json().data as Array<Record<string, string>>).map((row) => row[key]);

    for (const [url, key] of [
      [`/api/reports/quizzes/${quizId}`, 'report_id'],
      [`/api/reports/quizzes/${quizId}/games`, 'game_id'],
      [`/api/reports/quizzes/${quizId}/plays`, 'play_id'],
    ] as const) {
      const mine = await ids(url, owner.headers, key);
      expect(
        mine.filter((id) => id === hidden || id === play),
        url,
      ).toHaveLength(url.endsWith('games') ? 1 : url.endsWith('plays') ? 1 : 2);
      const theirs = await ids(url, colleague.headers, key);
      expect(theirs, url).not.toContain(hidden);
      expect(theirs, url).not.toContain(play);
    }
    expect((await ids(`/api/reports/quizzes/${quizId}/games`, colleague.headers, 'game_id')).sort()).toEqual(
      [open, third].sort(),
    );
    for (const url of [
      `/api/reports/games/${hidden}`,
      `/api/games/${hidden}/replay`,
      `/api/reports/plays/${play}`,
    ]) {
      expect((await get(url, colleague.headers)).statusCode, url).toBe(403);
      expect((await get(url, owner.headers)).statusCode, url).toBe(200);
    }
    expect((await get(`/api/reports/games/${open}`, colleague.headers)).statusCode).toBe(200);
  });

  it('a colleague may not merge a disabled report, nor read it in the owner’s merge report', async () => {
    const merged = await call(
      'POST',
      '/api/merge-reports',
      { quiz_id: quizId, name: 'Both classes', reports: refs() },
      colleague.headers,
    );
    expect([merged.statusCode, merged.json().error.code]).toEqual([403, 'report_not_shared']);

    const owners = await call('POST', '/api/merge-reports', {
      quiz_id: quizId,
      name: 'Mine',
      reports: refs(),
    });
    expect(owners.statusCode, owners.body).toBe(201);
    const id = owners.json().data.merge_report_id;
    const asOwner = (await call('GET', `/api/merge-reports/${id}`)).json().data.content;
    expect(names(asOwner.players)).toEqual(['Hanna', 'Hugo', 'Noah']);
    const asColleague = await call('GET', `/api/merge-reports/${id}`, undefined, colleague.headers);
    expect(asColleague.statusCode).toBe(200);
    expect(names(asColleague.json().data.content.players)).toEqual(['Noah']);
    expect(asColleague.json().data.content.questions[0]).toMatchObject({ answered: 1, correct: 1 });

    // Changing the owner's merge report keeps what is in it; changing their own cannot take it in.
    const renamed = await call(
      'PUT',
      `/api/merge-reports/${id}`,
      { name: 'Renamed', reports: refs() },
      colleague.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const theirs = await call(
      'POST',
      '/api/merge-reports',
      { quiz_id: quizId, name: 'Theirs', reports: refs().slice(1).concat({ kind: 'game', id: third }) },
      colleague.headers,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const widened = await call(
      'PUT',
      `/api/merge-reports/${theirs.json().data.merge_report_id}`,
      { name: 'Theirs', reports: [...refs(), { kind: 'game', id: third }] },
      colleague.headers,
    );
    expect([widened.statusCode, widened.json().error.code]).toEqual([403, 'report_not_shared']);
  });

  it('no leaderboard shows a disabled report, chosen or as one of the quiz’s games', async () => {
    const board = (sources: object) => ({
      quiz_id: quizId,
      name: 'Year 6',
      sources,
      merge_mode: 'best_response',
      layout: 'list',
      page_seconds: 8,
      refresh_minutes: 0,
      status: 'active',
      display_ranking: true,
    });
    for (const who of [colleague, owner]) {
      const chosen = await call(
        'POST',
        '/api/leaderboards',
        board({ mode: 'chosen', reports: refs() }),
        who.headers,
      );
      expect([chosen.statusCode, chosen.json().error.code]).toEqual([400, 'leaderboard_report_disabled']);
    }

    const whole = await call('POST', '/api/leaderboards', board({ mode: 'quiz', include_play_alone: true }));
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json().data).toMatchObject({ players: 2, reports: 2 });
    const live = async () =>
      (await call('GET', `/api/leaderboards/${whole.json().data.leaderboard_id}/live`, undefined, {})).json()
        .data;
    expect(names((await live()).ranking)).toEqual(['Noah', 'Olivia']);

    // Shared again, the game counts; turned off again, its players leave the public page.
    await share(hidden, 'private');
    await vi.waitFor(async () =>
      expect(names((await live()).ranking)).toEqual(['Hanna', 'Hugo', 'Noah', 'Olivia']),
    );
    await share(hidden, 'disabled');
    await vi.waitFor(async () => expect(names((await live()).ranking)).toEqual(['Noah', 'Olivia']));
    expect(await live()).toMatchObject({ players: 2, reports: 2 });
  });
});
