import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleUserCommand } from '../../commands/accounts/user-decider.ts';
import { findUserById } from '../../projections/users/index.ts';
import { postgresBackends } from '../support/backends.ts';
import { gameSocket } from '../support/game-socket.ts';
import { liveQuiz } from '../support/live-quiz.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Quiz = { user_id: string | null; can_edit: boolean; questions: Array<{ answers: object[] }> };
const answersOf = (quiz: Quiz) => quiz.questions.flatMap((q) => q.answers);

describe.each(postgresBackends())("a quiz's answer key ($name PostgreSQL)", (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [owner, stranger, admin] = await Promise.all([
      signUp(t.app, 'Owner'),
      signUp(t.app, 'Stranger'),
      signUp(t.app, 'Admin'),
    ]);
    await handleUserCommand(
      t.deps,
      admin.userId,
      { type: 'ChangeRole', data: { to: 'admin' } },
      { actorId: null, correlationId: 'test' },
    );
    await vi.waitFor(async () =>
      expect((await findUserById(t.db as never, admin.userId))?.role).toBe('admin'),
    );
    quizId = await liveQuiz(t.app, owner.headers);
    code = (await get(`/api/quizzes/id/${quizId}`, owner.headers)).json().data.code;
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['anonymous', () => ({})],
    ['signed in, not allowed to edit', () => stranger.headers],
  ])('shows the quiz to someone %s without the answer key or the owner', async (_, headers) => {
    for (const url of [`/api/quizzes/id/${quizId}`, `/api/quizzes/code/${code}`]) {
      const reply = await get(url, headers());
      expect(reply.statusCode).toBe(200);
      const quiz: Quiz = reply.json().data;
      expect(quiz).toMatchObject({ can_edit: false, user_id: null });
      expect(answersOf(quiz).map((a) => Object.keys(a).sort())).toEqual(
        Array(4).fill(['answer_id', 'title']),
      );
      expect(reply.body).not.toContain(owner.userId);
    }
  });

  it.each([
    ['the owner', () => owner],
    ['an admin', () => admin],
  ])('shows %s the whole quiz, answer key included', async (_, who) => {
    const quiz: Quiz = (await get(`/api/quizzes/id/${quizId}`, who().headers)).json().data;
    expect(quiz).toMatchObject({ can_edit: true, user_id: owner.userId });
    expect(answersOf(quiz)[0]).toEqual({ answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 });
  });

  it('never sends the answer key to a socket following the quiz', async () => {
    const socket = await gameSocket(t.app);
    socket.send({ type: 'subscribe', topic: `quiz/${quizId}` });
    const snapshot = await socket.next((m) => m.type === 'snapshot');
    expect(snapshot.data).toMatchObject({ _id: quizId, can_edit: false, user_id: null });
    expect(JSON.stringify(snapshot)).not.toContain('is_correct');

    await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: quizId, title: 'Renamed' },
    });
    const change = await socket.next((m) => m.type === 'change');
    expect(change.data).toMatchObject({ title: 'Renamed', user_id: null });
    expect(JSON.stringify(change)).not.toContain('is_correct');
    expect(JSON.stringify(change)).not.toContain(owner.userId);
    socket.close();
  });

  it('hides an inactive quiz from everyone but its editors', async () => {
    const inactive = await liveQuiz(t.app, owner.headers);
    const toggled = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${inactive}/toggle-status`,
      headers: owner.headers,
    });
    expect(toggled.json().data.status).toBe(false);
    const inactiveCode = toggled.json().data.code;

    for (const headers of [{}, stranger.headers]) {
      expect((await get(`/api/quizzes/id/${inactive}`, headers)).statusCode).toBe(404);
      expect((await get(`/api/quizzes/code/${inactiveCode}`, headers)).statusCode).toBe(404);
    }
    expect((await get(`/api/quizzes/id/${inactive}`, owner.headers)).json().data.can_edit).toBe(true);

    const socket = await gameSocket(t.app);
    socket.send({ type: 'subscribe', topic: `quiz/${inactive}` });
    expect((await socket.next((m) => m.type === 'snapshot')).data).toBeNull();
    socket.close();
  });
});
