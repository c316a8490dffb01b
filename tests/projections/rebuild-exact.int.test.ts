import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOGETHER_TOKEN_HEADER } from '../../api/contracts/together.ts';
import { rebuildProjections } from '../../api/rebuild-projections.ts';
import { generateLog } from '../../bench/reports/generate-log.ts';
import { handleUserCommand } from '../../commands/accounts/user-decider.ts';
import { allProjections } from '../../projections/all.ts';
import { findUserById } from '../../projections/users/index.ts';
import { libraryQuiz, listing } from '../api/library/library-support.ts';
import { schoolForm } from '../api/schools/school-support.ts';
import { postgresBackends } from '../support/backends.ts';
import { confirmEmailOf } from '../support/confirmed-user.ts';
import { gameSocket } from '../support/game-socket.ts';
import { liveQuiz } from '../support/live-quiz.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tinyMovie } from '../support/tiny-movie.ts';

/*
 * Rebuilds stay exact (issue 14): a realistic log (accounts, quiz edits, a live game played over the
 * socket, generated live games and a large one, plays alone, homework attempts, whitelists made,
 * edited, copied and deleted, uploads) is projected by the running server, every read model is read, then every
 * projection is rebuilt from zero as `npm run projections:rebuild` does, and every row must come back
 * the same. The tables come from projections/all.ts, so a new read model is covered by being added there.
 */

/** Read models this log has no events for, with the reason: every other table must have rows. */
const EMPTY_HERE: Record<string, string> = {
  rm_front_page_setting: 'set only by an administrator in the settings area',
};

describe.each(postgresBackends())('rebuilding every read model ($name PostgreSQL)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const teacher = await signUp(t.app, 'Åse Ødegård');
    const colleague = await signUp(t.app, 'Jean Dupont');
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: teacher.headers, ...(payload ? { payload } : {}) });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: colleague.headers,
      payload: { name: 'Jean-Luc Dupont' },
    });
    const quizId = await liveQuiz(t.app, teacher.headers);
    await call('PUT', '/quizzes/update', { _id: quizId, title: 'Capitals, revised' });

    const list = (
      await call('POST', '/whitelists/create', { title: '7B', names: ['Nora Berg', 'Ali'] })
    ).json().data;
    await call('PUT', `/whitelists/${list.id}`, { title: '7B', names: ['Nora Berg', 'Ali', 'Åse'] });
    const copy = (await call('POST', `/whitelists/clone/${list.id}`)).json().data;
    await call('DELETE', `/whitelists/${copy.id}`);

    // A game played for real, restricted to the list: one listed player joins, the room starts and ends.
    const opened = await call('POST', '/games', {
      quiz_id: quizId,
      admission: { kind: 'whitelist', whitelist_id: list.id },
    });
    const room = { ...opened.json().data, master: await gameSocket(t.app) };
    room.gameId = room.game_id;
    await room.master.request({ type: 'game.host', gameId: room.gameId, token: teacher.token });
    const phone = await gameSocket(t.app);
    expect(await phone.request({ type: 'game.join', pin: room.pin, name: 'ali' })).toMatchObject({
      type: 'game.joined',
    });
    await room.master.request({ type: 'game.control', gameId: room.gameId, action: 'start' });
    await room.master.request({ type: 'game.control', gameId: room.gameId, action: 'end' });
    phone.close();
    room.master.close();

    const quiz = (
      await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}`, headers: teacher.headers })
    ).json().data;
    // A play-together group of two, started: each member gets a play.
    const group = (
      await t.app.inject({ method: 'POST', url: '/api/together', payload: { code: quiz.code, name: 'Eva' } })
    ).json().data;
    await t.app.inject({
      method: 'POST',
      url: `/api/together/${group.together_id}/join`,
      payload: { name: 'Odd' },
    });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/together/${group.together_id}/start`,
      headers: { [TOGETHER_TOKEN_HEADER]: group.member_token },
    });
    expect(started.statusCode).toBe(200);

    // A combined leaderboard of every game of the quiz, and a merged report of two generated games
    // (made before the log is generated: the leaderboard takes in later games as they come).
    await call('POST', '/leaderboards', {
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
    // The quiz shared with the colleague (reports too) and a share link.
    await call('POST', `/quizzes/${quizId}/shares`, {
      email: 'jean.dupont@example.org',
      can_read: true,
      can_edit: false,
      can_access_report: true,
    });
    await call('POST', `/quizzes/${quizId}/share-link`);
    // A school with a subject, an invitation and a colleague asking to join.
    await handleUserCommand(
      t.deps,
      teacher.userId,
      { type: 'ChangeRole', data: { to: 'teacher' } },
      { actorId: null, correlationId: 'rebuild-test' },
    );
    await vi.waitFor(async () =>
      expect((await findUserById(t.db as never, teacher.userId))?.role).toBe('teacher'),
    );
    const school = (await call('POST', '/schools/create', schoolForm())).json().data;
    await call('POST', `/schools/${school.school_id}/subjects`, { name: 'Geografi' });
    await call('POST', `/schools/${school.school_id}/invitations`, { email: 'ny.larer@example.org' });
    await t.app.inject({
      method: 'POST',
      url: `/api/schools/${school.school_id}/request-access`,
      headers: colleague.headers,
    });
    // A quiz of 7 questions in the school library, on the country list too, then renamed.
    const science = (await call('POST', `/schools/${school.school_id}/subjects`, { name: 'Naturfag' })).json()
      .data;
    const libraryQuizId = await libraryQuiz(t.app, teacher);
    await call(
      'POST',
      `/schools/${school.school_id}/library`,
      listing(libraryQuizId, science.subject_id, { show_school_country_list: true }),
    );
    await call('PUT', '/quizzes/update', { _id: libraryQuizId, title: 'Photosynthesis, revised' });
    // Two videos uploaded once the teacher's address is confirmed: the account's upload ledger.
    await confirmEmailOf(t, teacher.userId);
    for (const clip of [tinyMovie(), tinyMovie('qt  ')]) {
      const payload = new FormData();
      payload.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/upload-video',
        headers: teacher.headers,
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }

    await generateLog(
      t.store,
      {
        games: 4,
        playersPerGame: 6,
        questionsPerGame: 3,
        bigGame: { players: 60, questions: 4 },
        playsAlone: 3,
        assignmentPlays: 4,
        whitelists: 4,
      },
      { quizId, quizCode: quiz.code, quizTitle: quiz.title, hostId: teacher.userId },
    );
    // Every projection has read the whole log. A pass skips a read model the server's own runner is busy
    // with, so the wait is on what two read models show: the generated whitelists were written last, and
    // the reports list every game (the one played above, the generated ones and the large one).
    const games = await vi.waitFor(
      async () => {
        await t.runner.catchUp();
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from rm_whitelists`.execute(t.db);
        expect(rows[0]!.n).toBe(2 + 4);
        const listed = (await call('GET', `/reports/quizzes/${quizId}/games`)).json().data as {
          game_id: string;
        }[];
        expect(listed).toHaveLength(1 + 4 + 1);
        return listed;
      },
      { timeout: 30_000, interval: 200 },
    );
    // Two of the generated games read as one report.
    const merged = await call('POST', '/merge-reports', {
      quiz_id: quizId,
      name: 'Both classes',
      reports: games.slice(0, 2).map((game) => ({ kind: 'game', id: game.game_id })),
    });
    expect(merged.statusCode, merged.body).toBeLessThan(300);
    await t.runner.stop();
    // With the runner stopped nothing else is busy: this pass reads whatever its last pass left.
    await t.runner.catchUp();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from rm_merge_reports`.execute(t.db);
    expect(rows[0]!.n).toBe(1);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Every row of every read model, in a stable order. */
  async function readModels() {
    const rows: Record<string, unknown[]> = {};
    for (const table of allProjections.flatMap((p) => p.tables)) {
      const { rows: found } = await sql<{ row: unknown }>`
        select to_jsonb(t) as row from ${sql.table(table)} t order by to_jsonb(t)::text
      `.execute(t.db);
      rows[table] = found.map((r) => r.row);
    }
    return rows;
  }

  it('reproduces identical rows in every read model', async () => {
    const before = await readModels();
    for (const [table, rows] of Object.entries(before)) {
      if (table in EMPTY_HERE) continue;
      expect(rows.length, `${table} has rows to compare`).toBeGreaterThan(0);
    }
    // The deleted copy stays out of every list, and the game's report has the big game's 60 players.
    expect(before.rm_whitelists).toHaveLength(2 + 4);

    await rebuildProjections(t.db, t.secrets, []);

    const after = await readModels();
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  }, 120_000);
});
