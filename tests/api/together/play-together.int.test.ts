import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import type { TogetherView } from '../../../domain/together/views.ts';
import { postgresBackends } from '../../support/backends.ts';
import { liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/*
 * Play together over HTTP and the socket (issue 13 point 4): a group opened from a quiz code, friends
 * joining under unique names, one of them starting it, each playing their own run of the same
 * questions, and every member's progress reaching the others' subscription to `together/<id>`.
 */
describe.each(postgresBackends())('playing a quiz together ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  let code: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    const owner = await signUp(t.app, 'Owner');
    const quizId = await liveQuiz(t.app, owner.headers);
    code = await quizCode(t.app, quizId, owner.headers);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const as = (token: string) => ({ 'x-together-token': token });

  async function group(name = 'Nora') {
    const created = await post('/api/together', { code, name });
    expect(created.statusCode).toBe(201);
    return created.json().data as { together_id: string; member_token: string; member_id: string };
  }

  it('opens a group from the quiz code; friends join under unique names and see each other', async () => {
    const nora = await group('  Nora ');
    const id = nora.together_id;
    const lobby = (await get(`/api/together/${id}`)).json().data;
    expect(lobby).toMatchObject({ quizCode: code, quizTitle: 'Norway', phase: 'gathering', maxMembers: 20 });
    expect(lobby.members.map((m: { name: string }) => m.name)).toEqual(['Nora']);

    expect((await post(`/api/together/${id}/join`, { name: 'Ola' })).statusCode).toBe(201);
    const taken = await post(`/api/together/${id}/join`, { name: 'NORA' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('together_name_taken');
    expect((await post(`/api/together/${id}/join`, { name: 'No' })).json().error.code).toBe(
      'join_name_too_short',
    );
    const members = (await get(`/api/together/${id}`)).json().data.members;
    expect(members.map((m: { name: string }) => m.name)).toEqual(['Nora', 'Ola']);
  });

  it('refuses an unknown quiz code, a group that does not exist and a 21st member', async () => {
    expect((await post('/api/together', { code: 'zzzz9999', name: 'Nora' })).json().error.code).toBe(
      'quiz_not_found',
    );
    const missing = await post('/api/together/00000000-0000-4000-8000-000000000001/join', { name: 'Ola' });
    expect(missing.statusCode).toBe(404);
    const { together_id: id } = await group();
    for (let i = 1; i < 20; i++)
      expect((await post(`/api/together/${id}/join`, { name: `Friend ${i}` })).statusCode).toBe(201);
    const full = await post(`/api/together/${id}/join`, { name: 'Latecomer' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('together_full');
  });

  it('lets a member start it, only once; a stranger may not, and nobody joins after', async () => {
    const nora = await group();
    const id = nora.together_id;
    const ola = (await post(`/api/together/${id}/join`, { name: 'Ola' })).json().data;
    expect((await post(`/api/together/${id}/start`)).json().error.code).toBe('together_not_member');
    const forged = `${nora.member_id}.AAAA`;
    expect((await post(`/api/together/${id}/start`, {}, as(forged))).statusCode).toBe(403);
    expect((await get(`/api/together/${id}/me`, as(ola.member_token))).json().data.play).toBeNull();

    const started = await post(`/api/together/${id}/start`, {}, as(ola.member_token));
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ phase: 'started', members: [{ total: 2 }, { total: 2 }] });
    expect((await post(`/api/together/${id}/start`, {}, as(nora.member_token))).json().error.code).toBe(
      'together_already_started',
    );
    const late = await post(`/api/together/${id}/join`, { name: 'Kari' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('together_already_started');

    // Each member holds their own play of the same questions, which the play-alone routes play.
    const plays = await Promise.all(
      [nora, ola].map(
        async (m) => (await get(`/api/together/${id}/me`, as(m.member_token))).json().data.play,
      ),
    );
    expect(plays[0].play_id).not.toBe(plays[1].play_id);
    const views = await Promise.all(
      plays.map(
        async (p) =>
          (await get(`/api/plays/${p.play_id}`, { 'x-play-token': p.play_token })).json().data.play,
      ),
    );
    expect(views.map((v) => [v.togetherId, v.playerName, v.total])).toEqual([
      [id, 'Nora', 2],
      [id, 'Ola', 2],
    ]);
  });

  it('knows a signed-in member on another device, and gives them their own play once started', async () => {
    const kari = await signUp(t.app, 'Kari Nordmann');
    const created = (await post('/api/together', { code, name: 'Kari' }, kari.headers)).json().data;
    const id = created.together_id;
    // Another device: no member token, the same account. Joining again is the same member, not a second.
    const again = (await post(`/api/together/${id}/join`, { name: 'Kari two' }, kari.headers)).json().data;
    expect(again.member_id).toBe(created.member_id);
    const mine = (await get(`/api/together/${id}/me`, kari.headers)).json().data;
    expect(mine).toMatchObject({
      member_id: created.member_id,
      member_token: created.member_token,
      play: null,
    });
    expect((await get(`/api/together/${id}`)).json().data.members).toHaveLength(1);

    expect((await post(`/api/together/${id}/start`, {}, kari.headers)).statusCode).toBe(200);
    const { play } = (await get(`/api/together/${id}/me`, kari.headers)).json().data;
    const view = (await get(`/api/plays/${play.play_id}`, kari.headers)).json().data.play;
    expect(view).toMatchObject({ togetherId: id, playerName: 'Kari', phase: 'playing' });
  });

  it("streams one member's progress to another member's subscription, and the final ranking", async () => {
    const nora = await group();
    const id = nora.together_id;
    const ola = (await post(`/api/together/${id}/join`, { name: 'Ola' })).json().data;
    await post(`/api/together/${id}/start`, {}, as(nora.member_token));
    const received: Array<{ type: string; topic?: string; data: TogetherView }> = [];
    const socket: WebSocket = await t.app.injectWS(
      '/ws',
      {},
      { onOpen: (ws) => ws.on('message', (data) => received.push(JSON.parse(data.toString()))) },
    );
    socket.send(JSON.stringify({ v: 1, type: 'subscribe', topic: `together/${id}` }));
    await vi.waitFor(() => expect(received.some((m) => m.type === 'snapshot')).toBe(true));
    const latest = () => received.filter((m) => m.topic === `together/${id}`).at(-1)!.data;
    expect(latest().members.map((m: { question: number }) => m.question)).toEqual([0, 0]);

    const play = (await get(`/api/together/${id}/me`, as(ola.member_token))).json().data.play;
    const headers = { 'x-play-token': play.play_token };
    await post(`/api/plays/${play.play_id}/next`, {}, headers);
    clock.advance(5_000);
    await post(
      `/api/plays/${play.play_id}/answer`,
      { index: 0, answer: { kind: 'choice', answerIds: ['oslo'] }, submission_id: 'a' },
      headers,
    );
    await vi.waitFor(() =>
      expect(latest().members[1]).toMatchObject({
        name: 'Ola',
        question: 1,
        total: 2,
        score: 875,
        finished: false,
      }),
    );
    await post(`/api/plays/${play.play_id}/next`, {}, headers);
    await post(`/api/plays/${play.play_id}/next`, {}, headers);
    await vi.waitFor(() => expect(latest().members[1]).toMatchObject({ question: 2, finished: true }));
    expect(latest().members[0]).toMatchObject({ name: 'Nora', finished: false });
    socket.terminate();
  });
});
