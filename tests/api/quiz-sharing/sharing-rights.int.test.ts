import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { captchaFor } from '../../support/captcha.ts';
import { confirmedUser } from '../../support/confirmed-user.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

type User = Awaited<ReturnType<typeof confirmedUser>>;
const rights = (read: boolean, edit: boolean, report: boolean) => ({
  can_read: read,
  can_edit: edit,
  can_access_report: report,
});

/*
 * Who may do what with a shared quiz: the owner, people it is shared with (read, edit, reports), a
 * stranger and a guest. Every reply a reader gets is searched for the answer key.
 */
describe.each(postgresBackends())('sharing rights ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: User;
  let reader: User;
  let editor: User;
  let reporter: User;
  let stranger: User;
  let quizId: string;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    [owner, reader, editor, reporter, stranger] = await Promise.all([
      confirmedUser(t, 'Owner'),
      confirmedUser(t, 'Reader'),
      confirmedUser(t, 'Editor'),
      confirmedUser(t, 'Reporter'),
      confirmedUser(t, 'Stranger'),
    ]);
    quizId = await liveQuiz(t.app, owner.headers);
    code = (await call('GET', `/api/quizzes/id/${quizId}`, owner)).json().data.code;
    for (const [who, granted] of [
      [reader, rights(true, false, false)],
      [editor, rights(false, true, false)],
      [reporter, rights(false, false, true)],
    ] as const) {
      const shared = await call('POST', `/api/quizzes/${quizId}/shares`, owner, {
        email: who.email,
        ...granted,
      });
      expect(shared.statusCode, shared.body).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: User | null,
    payload?: object,
  ) {
    return t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
  }

  const questionsBody = (title: string) => ({
    questions: [
      {
        question_id: 'capital',
        kind: 'multiple_choice',
        title,
        time_limit: 20,
        answers_required: 'one',
        chart_type: 'bar',
        answers: [
          { answer_id: 'oslo', title: 'Oslo', is_correct: true, score: 1000 },
          { answer_id: 'bergen', title: 'Bergen', is_correct: false, score: 0 },
        ],
      },
    ],
  });

  it('lists the shares for the owner, edit bringing read with it', async () => {
    const reply = await call('GET', `/api/quizzes/${quizId}/shares`, owner);
    expect(reply.statusCode).toBe(200);
    const shares = reply.json().data.shares;
    expect(shares.map((s: { email: string }) => s.email)).toEqual([
      reader.email,
      editor.email,
      reporter.email,
    ]);
    expect(shares[1]).toMatchObject({ status: 'active', name: 'Editor', ...rights(true, true, false) });
  });

  it.each([
    ['owner', () => owner, 200, true],
    ['can_edit', () => editor, 200, true],
    ['can_read', () => reader, 200, false],
    ['can_access_report', () => reporter, 200, false],
    ['stranger', () => stranger, 200, false],
    ['guest', () => null, 200, false],
  ])('GET the quiz as %s: the answer key only for those who may edit', async (_, who, status, key) => {
    const reply = await call('GET', `/api/quizzes/id/${quizId}`, who());
    expect(reply.statusCode).toBe(status);
    expect(reply.json().data.can_edit).toBe(key);
    expect(reply.body.includes('is_correct')).toBe(key);
  });

  it.each([
    ['owner', () => owner, 200],
    ['can_edit', () => editor, 200],
    ['can_read', () => reader, 403],
    ['can_access_report', () => reporter, 403],
    ['stranger', () => stranger, 403],
    ['guest', () => null, 401],
  ])('saves the questions as %s: only those who may edit', async (_, who, status) => {
    const reply = await call('PUT', `/api/quizzes/id/${quizId}/questions`, who(), questionsBody(`By ${_}`));
    expect(reply.statusCode).toBe(status);
    if (status !== 200) expect(reply.body).not.toContain('is_correct');
  });

  it.each([
    ['owner', () => owner, 201],
    ['can_edit', () => editor, 201],
    ['can_read', () => reader, 201],
    ['can_access_report', () => reporter, 403],
    ['stranger', () => stranger, 403],
  ])('hosts a live game as %s: those who may read it', async (_, who, status) => {
    const reply = await call('POST', '/api/games', who(), { quiz_id: quizId });
    expect(reply.statusCode).toBe(status);
    expect(reply.body).not.toContain('is_correct');
  });

  it.each([
    ['owner', () => owner, 200],
    ['can_access_report', () => reporter, 200],
    ['can_edit', () => editor, 403],
    ['can_read', () => reader, 403],
    ['stranger', () => stranger, 403],
  ])('reads the reports as %s: those with can_access_report', async (_, who, status) => {
    for (const part of ['', '/games', '/plays', '/assignments']) {
      const reply = await call('GET', `/api/reports/quizzes/${quizId}${part}`, who());
      expect(reply.statusCode, part).toBe(status);
      if (status === 403) expect(reply.json().error.code).toBe('no_permission');
    }
  });

  it('lets the reporter read a game hosted by a shared reader, and not the stranger', async () => {
    const opened = await call('POST', '/api/games', reader, { quiz_id: quizId });
    const gameId = opened.json().data.game_id;
    await vi.waitFor(async () => {
      await t.runner.catchUp();
      const games = await call('GET', `/api/reports/quizzes/${quizId}/games`, reporter);
      expect(games.json().data.map((g: { game_id: string }) => g.game_id)).toContain(gameId);
    });
    expect((await call('GET', `/api/reports/games/${gameId}`, reporter)).statusCode).toBe(200);
    expect((await call('GET', `/api/reports/games/${gameId}`, reader)).statusCode).toBe(200);
    expect((await call('GET', `/api/reports/games/${gameId}`, stranger)).statusCode).toBe(403);
  });

  it.each([
    ['can_edit', () => editor],
    ['can_read', () => reader],
    ['can_access_report', () => reporter],
    ['stranger', () => stranger],
  ])('refuses the share settings to %s (only the owner manages them)', async (_, who) => {
    const reply = await call('GET', `/api/quizzes/${quizId}/shares`, who());
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe('no_permission');
    const add = await call('POST', `/api/quizzes/${quizId}/shares`, who(), {
      email: 'someone@example.org',
      ...rights(true, false, false),
    });
    expect(add.statusCode).toBe(403);
  });

  it('lets a shared editor export the quiz (answer key and all), and nobody who may only read it', async () => {
    const url = `/api/quizzes/${quizId}/export?reply=data`;
    const exported = await call('GET', url, editor);
    expect(exported.statusCode).toBe(200);
    expect(JSON.stringify(exported.json().data.file)).toContain('is_correct');
    for (const who of [reader, reporter, stranger]) {
      const refused = await call('GET', url, who);
      expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'no_permission']);
    }
  });

  it('shows "Shared with me" with the owner and the rights', async () => {
    const mine = (await call('GET', '/api/quizzes/shared-with-me', editor)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ quiz_id: quizId, code, owner_name: 'Owner', ...rights(true, true, false) }),
    ]);
    expect((await call('GET', '/api/quizzes/shared-with-me', stranger)).json().data).toEqual([]);
    expect((await call('GET', '/api/quizzes/shared-with-me', owner)).json().data).toEqual([]);
  });

  it('never sends the answer key to a reader who may only play, in any reply they can get', async () => {
    const link = (await call('POST', `/api/quizzes/${quizId}/share-link`, owner)).json().data.link;
    const replies = await Promise.all([
      call('GET', `/api/quizzes/id/${quizId}`, reader),
      call('GET', `/api/quizzes/code/${code}`, reader),
      call('GET', '/api/quizzes/shared-with-me', reader),
      call('GET', `/api/shared-quizzes/${quizId}/${link.token}`, reader),
      call('GET', `/api/quizzes/${quizId}/shares`, reader),
      call('GET', `/api/quiz-logs/${quizId}`, reader),
      call('PUT', '/api/quizzes/update', reader, { _id: quizId, title: 'Mine now' }),
      call('POST', `/api/quizzes/${quizId}/toggle-status`, reader),
      call('POST', `/api/copyToMyQuiz/${quizId}`, reader, { captcha_response: await captchaFor(t.app) }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 403, 403, 403, 403, 403]);
    for (const reply of replies) {
      expect(reply.body).not.toContain('is_correct');
      expect(reply.body).not.toContain('"score"');
    }
    // The reader still sees the questions to play: titles and choices.
    expect(replies[0]!.json().data.questions[0].answers.map((a: { title: string }) => a.title)).toEqual([
      'Oslo',
      'Bergen',
    ]);
  });

  it('takes rights away when the owner changes or removes a share', async () => {
    const shares = (await call('GET', `/api/quizzes/${quizId}/shares`, owner)).json().data.shares;
    const editorShare = shares.find((s: { email: string }) => s.email === editor.email).share_id;
    const changed = await call(
      'PATCH',
      `/api/quizzes/${quizId}/shares/${editorShare}`,
      owner,
      rights(true, false, false),
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/quizzes/id/${quizId}/questions`, editor, questionsBody('Again'))).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/quizzes/id/${quizId}`, editor)).body).not.toContain('is_correct');
    const removed = await call('DELETE', `/api/quizzes/${quizId}/shares/${editorShare}`, owner);
    expect(removed.json().data.shares.map((s: { email: string }) => s.email)).not.toContain(editor.email);
    expect((await call('POST', '/api/games', editor, { quiz_id: quizId })).statusCode).toBe(403);
    expect((await call('GET', '/api/quizzes/shared-with-me', editor)).json().data).toEqual([]);
  });
});
