import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHITELIST_MONTHLY_LIMIT } from '../../../domain/whitelist/rules.ts';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/*
 * Whitelists over HTTP (spec §7) and the games and assignments restricted by them (spec §6): the
 * owner creates, reads, changes, clones and deletes their lists; nobody else sees them; bad input is
 * refused with the rule broken and nothing is appended; a restricted room turns other names away.
 */
describe.each(postgresBackends())('whitelists ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-25T10:00:00.000Z');
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    owner = await signUp(t.app, 'Owner');
    stranger = await signUp(t.app, 'Stranger');
    quizId = await liveQuiz(t.app, owner.headers);
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = owner.headers,
  ) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const whitelistEvents = async () =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from events where stream_name like 'whitelist-%'
      `.execute(t.db)
    ).rows[0]!.n;

  it('creates a list with its names tidied, its total and created date', async () => {
    const created = await call('POST', '/whitelists/create', {
      title: ' Class 7B ',
      names: [' Nora  Berg', 'Ali', ''],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      title: 'Class 7B',
      names: ['Nora Berg', 'Ali'],
      total: 2,
      created_at: '2026-11-25T10:00:00.000Z',
      cloned_from: null,
    });
  });

  it('refuses a repeated name, an unknown field or no title, naming the problem, and appends nothing', async () => {
    const before = await whitelistEvents();
    const twice = await call('POST', '/whitelists/create', { title: '7B', names: ['Anna', 'ANNA'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toMatchObject({ code: 'whitelist_name_duplicate', details: { name: 'ANNA' } });
    const extra = await call('POST', '/whitelists/create', { title: '7B', names: ['Anna'], owner_id: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('unknown_field');
    const untitled = await call('POST', '/whitelists/create', { title: ' ', names: ['Anna'] });
    expect(untitled.json().error.code).toBe('whitelist_title_required');
    expect(await call('POST', '/whitelists/create', { title: 'x', names: ['Anna'] }, {})).toHaveProperty(
      'statusCode',
      401,
    );
    expect(await whitelistEvents()).toBe(before);
  });

  it("lists, finds, updates, clones and deletes the owner's lists; a stranger sees none of them", async () => {
    const made = (await call('POST', '/whitelists/create', { title: 'Chess club', names: ['Magnus'] })).json()
      .data;
    const all = (await call('GET', '/whitelists/all')).json().data;
    expect(all.map((w: { title: string }) => w.title)).toContain('Chess club');
    const found = (await call('GET', '/whitelists?search=chess')).json().data;
    expect(found).toEqual([expect.objectContaining({ id: made.id, total: 1 })]);

    const updated = await call('PUT', `/whitelists/${made.id}`, {
      title: 'Chess club',
      names: ['Magnus', 'Judit'],
    });
    expect(updated.json().data).toMatchObject({ names: ['Magnus', 'Judit'], total: 2 });

    const cloned = await call('POST', `/whitelists/clone/${made.id}`);
    expect(cloned.statusCode).toBe(201);
    expect(cloned.json().data).toMatchObject({
      title: 'Chess club',
      names: ['Magnus', 'Judit'],
      cloned_from: made.id,
    });
    expect(cloned.json().data.id).not.toBe(made.id);

    // Another teacher's list answers as if it were not there.
    expect((await call('GET', '/whitelists/all', undefined, stranger.headers)).json().data).toEqual([]);
    for (const [method, url] of [
      ['GET', `/whitelists/id/${made.id}`],
      ['PUT', `/whitelists/${made.id}`],
      ['DELETE', `/whitelists/${made.id}`],
      ['POST', `/whitelists/clone/${made.id}`],
    ] as const) {
      const payload = method === 'PUT' ? { title: 'Mine now', names: ['Mallory'] } : undefined;
      const reply = await call(method, url, payload, stranger.headers);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json().error.code).toBe('whitelist_not_found');
    }

    expect((await call('DELETE', `/whitelists/${made.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/whitelists/id/${made.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/whitelists/id/${cloned.json().data.id}`)).statusCode).toBe(200);
  });

  it('stops at the monthly creation limit, clones included, and allows more next month', async () => {
    const mine = (await call('GET', '/whitelists/all', undefined, stranger.headers)).json().data.length;
    expect(mine).toBe(0);
    for (let i = 0; i < WHITELIST_MONTHLY_LIMIT; i++) {
      const made = await call(
        'POST',
        '/whitelists/create',
        { title: `List ${i}`, names: ['Ali'] },
        stranger.headers,
      );
      expect(made.statusCode).toBe(201);
    }
    const first = (await call('GET', '/whitelists/all', undefined, stranger.headers)).json().data[0];
    const over = await call('POST', `/whitelists/clone/${first.id}`, undefined, stranger.headers);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'whitelist_monthly_limit',
      details: { limit: WHITELIST_MONTHLY_LIMIT },
    });
    // Deleting gives no place back: the limit counts creations.
    await call('DELETE', `/whitelists/${first.id}`, undefined, stranger.headers);
    const again = await call(
      'POST',
      '/whitelists/create',
      { title: 'One more', names: ['Ali'] },
      stranger.headers,
    );
    expect(again.json().error.code).toBe('whitelist_monthly_limit');

    clock.set('2026-12-01T00:00:01.000Z');
    try {
      // A new sign-in: the access token of November has expired by December.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: stranger.email, password: 'correct horse battery' },
      });
      const headers = { authorization: `Bearer ${login.json().data.token}` };
      const nextMonth = await call(
        'POST',
        '/whitelists/create',
        { title: 'December', names: ['Ali'] },
        headers,
      );
      expect(nextMonth.statusCode).toBe(201);
    } finally {
      clock.set('2026-11-25T10:00:00.000Z');
    }
  });

  describe('a game restricted to a whitelist', () => {
    let listId: string;
    let pin: string;

    beforeAll(async () => {
      listId = (await call('POST', '/whitelists/create', { title: '7B', names: ['Nora Berg', 'Ali'] })).json()
        .data.id;
      const opened = await call('POST', '/games', {
        quiz_id: quizId,
        admission: { kind: 'whitelist', whitelist_id: listId },
      });
      expect(opened.statusCode).toBe(201);
      pin = opened.json().data.pin;
    });

    const join = async (name: string) => {
      const phone = await gameSocket(t.app);
      const reply = await phone.request({ type: 'game.join', pin, name });
      phone.close();
      return reply;
    };

    it('lets in a listed name and turns any other away, even after the list gains it', async () => {
      expect(await join('nora berg')).toMatchObject({ type: 'game.joined' });
      expect(await join('Mallory')).toMatchObject({ type: 'game.error', code: 'join_name_not_on_whitelist' });
      await call('PUT', `/whitelists/${listId}`, { title: '7B', names: ['Nora Berg', 'Ali', 'Mallory'] });
      // The room was opened with the list as it was: a later edit does not change who may join it.
      expect(await join('Mallory')).toMatchObject({ type: 'game.error', code: 'join_name_not_on_whitelist' });
    });

    it("refuses to open a game with someone else's list", async () => {
      const strangersQuiz = await liveQuiz(t.app, stranger.headers);
      const opened = await call(
        'POST',
        '/games',
        { quiz_id: strangersQuiz, admission: { kind: 'whitelist', whitelist_id: listId } },
        stranger.headers,
      );
      expect(opened.statusCode).toBe(403);
      expect(opened.json().error.code).toBe('no_permission');
    });
  });

  it('a Feide-only game turns away a player who is not signed in with Feide', async () => {
    const opened = await call('POST', '/games', { quiz_id: quizId, admission: { kind: 'feide' } });
    const phone = await gameSocket(t.app);
    const local = await phone.request({
      type: 'game.join',
      pin: opened.json().data.pin,
      name: 'Nora',
      token: owner.token,
    });
    phone.close();
    expect(local).toMatchObject({ type: 'game.error', code: 'join_feide_only' });
  });

  it('a Feide-only game lets in a Feide account, by its token or by the web app’s session cookie', async () => {
    const student = await signUp(t.app, 'Feide Student');
    // The account as a Feide sign-in makes it (tests/api/auth covers the sign-in itself).
    await sql`update rm_users set provider = 'feide' where id = ${student.userId}`.execute(t.db);
    const { pin } = (await call('POST', '/games', { quiz_id: quizId, admission: { kind: 'feide' } })).json()
      .data;
    const byMessage = await gameSocket(t.app);
    const joined = await byMessage.request({ type: 'game.join', pin, name: 'Kari', token: student.token });
    byMessage.close();
    expect(joined).toMatchObject({ type: 'game.joined' });
    const byCookie = await gameSocket(t.app, { headers: { cookie: `lang=nb; token=${student.token}` } });
    const alsoJoined = await byCookie.request({ type: 'game.join', pin, name: 'Per Olav' });
    byCookie.close();
    expect(alsoJoined).toMatchObject({ type: 'game.joined' });
  });

  it('an assignment restricted to a whitelist counts only listed names', async () => {
    const listId = (await call('POST', '/whitelists/create', { title: 'Homework 7B', names: ['Ali'] })).json()
      .data.id;
    const assignment = await call('POST', '/assignments', {
      quiz_id: quizId,
      opens_at: '2026-11-25T09:00:00.000Z',
      deadline: '2026-11-26T09:00:00.000Z',
      attempt_limit: null,
      random_order: false,
      show_correct_answer: false,
      admission: { kind: 'whitelist', whitelist_id: listId },
    });
    expect(assignment.statusCode).toBe(201);
    const code = (await call('GET', `/quizzes/id/${quizId}`)).json().data.code;
    const start = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/plays',
        payload: { code, name, assignment_id: assignment.json().data.assignment_id },
      });
    expect((await start('ali')).statusCode).toBe(201);
    const refused = await start('Mallory');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('join_name_not_on_whitelist');
  });
});
