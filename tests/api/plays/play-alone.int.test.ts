import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresBackends } from '../../support/backends.ts';
import { liveQuiz, quizCode } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

/*
 * Play alone over HTTP (issue 13): a guest and a signed-in player start from the quiz code, move
 * through the questions on the server's clock, answer, and read the summary. Every reply is checked
 * for the answer key: none may carry one before its question is answered.
 */
describe.each(postgresBackends())('playing a quiz alone ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-24T10:00:00.000Z');
  let owner: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;
  let code: string;
  const replies: string[] = [];
  let nora: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    owner = await signUp(t.app, 'Owner');
    quizId = await liveQuiz(t.app, owner.headers);
    code = await quizCode(t.app, quizId, owner.headers);
  });
  afterAll(async () => t?.close());

  async function call(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    const reply = await t.app.inject({ method, url, payload, headers });
    replies.push(reply.body);
    return reply;
  }
  const guestHeaders = (token: string) => ({ 'x-play-token': token });

  it('takes a guest from the code to the summary, timing and scoring on the server', async () => {
    const started = await call('POST', '/api/plays', { code, name: 'Nora' });
    expect(started.statusCode).toBe(201);
    const { play_token: token, play } = started.json().data;
    expect(play).toMatchObject({ phase: 'playing', total: 2, question: null, playerName: 'Nora' });
    const headers = guestHeaders(token);
    nora = { id: play.playId, token };

    const first = (await call('POST', `/api/plays/${play.playId}/next`, {}, headers)).json().data;
    expect(first.play.question).toMatchObject({
      index: 0,
      title: 'Capital of Norway?',
      closesAt: '2026-11-24T10:00:20.000Z',
    });
    expect(first.server_now).toBe('2026-11-24T10:00:00.000Z');

    clock.advance(10_000);
    const answered = (
      await call(
        'POST',
        `/api/plays/${play.playId}/answer`,
        { index: 0, answer: { kind: 'choice', answerIds: ['oslo'] }, submission_id: 'one' },
        headers,
      )
    ).json().data.play;
    expect(answered.score).toBe(750);
    expect(answered.outcome).toMatchObject({ index: 0, correct: true, points: 750, coins: 1 });
    // The quiz shows correct answers: after answering, the result names the right one.
    expect(JSON.stringify(answered.outcome.summary)).toContain('oslo');

    // A reload resumes where the play stands.
    const resumed = (await call('GET', `/api/plays/${play.playId}`, undefined, headers)).json().data.play;
    expect(resumed).toMatchObject({ score: 750, question: { index: 0 }, outcome: { correct: true } });

    await call('POST', `/api/plays/${play.playId}/next`, {}, headers);
    clock.advance(30_000);
    const end = (await call('POST', `/api/plays/${play.playId}/next`, {}, headers)).json().data.play;
    expect(end).toMatchObject({ phase: 'finished', score: 750, coins: 1 });
    expect(end.review.map((r: { index: number; given: unknown }) => [r.index, r.given === null])).toEqual([
      [0, false],
      [1, true],
    ]);
    // A poll left unanswered is no wrong answer to retry.
    expect(end.wrongCount).toBe(0);
  });

  it('refuses a late answer, a second answer and an answer of the wrong shape, and keeps the play as it was', async () => {
    const { play_token: token, play } = (await call('POST', '/api/plays', { code, name: 'Olav' })).json()
      .data;
    const headers = guestHeaders(token);
    await call('POST', `/api/plays/${play.playId}/next`, {}, headers);
    const wrongShape = await call(
      'POST',
      `/api/plays/${play.playId}/answer`,
      { index: 0, answer: { kind: 'text', text: 'Oslo' }, submission_id: 'a' },
      headers,
    );
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().error.code).toBe('answer_invalid');
    const huge = await call(
      'POST',
      `/api/plays/${play.playId}/answer`,
      { index: 0, answer: { kind: 'choice', answerIds: Array(5000).fill('oslo') }, submission_id: 'b' },
      headers,
    );
    expect(huge.statusCode).toBe(400);

    const wrong = { index: 0, answer: { kind: 'choice', answerIds: ['bergen'] }, submission_id: 'c' };
    expect(
      (await call('POST', `/api/plays/${play.playId}/answer`, wrong, headers)).json().data.play.outcome,
    ).toMatchObject({
      correct: false,
      points: 0,
    });
    const again = await call(
      'POST',
      `/api/plays/${play.playId}/answer`,
      { ...wrong, submission_id: 'd' },
      headers,
    );
    expect(again.json().error.code).toBe('answer_already_given');

    await call('POST', `/api/plays/${play.playId}/next`, {}, headers);
    clock.advance(12_000);
    const late = await call(
      'POST',
      `/api/plays/${play.playId}/answer`,
      { index: 1, answer: { kind: 'choice', answerIds: ['cats'] }, submission_id: 'e' },
      headers,
    );
    expect(late.json().error.code).toBe('answer_too_late');
    const after = (await call('GET', `/api/plays/${play.playId}`, undefined, headers)).json().data.play;
    expect(after).toMatchObject({ score: 0, outcome: null });
  });

  it('retries only the wrong answers, and earns no coins there', async () => {
    const { play_token: token, play } = (await call('POST', '/api/plays', { code, name: 'Per' })).json().data;
    const headers = guestHeaders(token);
    await call('POST', `/api/plays/${play.playId}/next`, {}, headers);
    await call(
      'POST',
      `/api/plays/${play.playId}/answer`,
      { index: 0, answer: { kind: 'choice', answerIds: ['bergen'] }, submission_id: 'x' },
      headers,
    );
    await call('POST', `/api/plays/${play.playId}/next`, {}, headers);
    const end = (await call('POST', `/api/plays/${play.playId}/next`, {}, headers)).json().data.play;
    expect(end.wrongCount).toBe(1);

    const retry = await call('POST', '/api/plays', {
      code,
      name: 'Per',
      retry_of: { play_id: play.playId, play_token: token },
    });
    expect(retry.statusCode).toBe(201);
    const second = retry.json().data;
    expect(second.play).toMatchObject({ isRetry: true, total: 1 });
    const retryHeaders = guestHeaders(second.play_token);
    const shown = (await call('POST', `/api/plays/${second.play.playId}/next`, {}, retryHeaders)).json().data
      .play;
    expect(shown.question.title).toBe('Capital of Norway?');
    const right = (
      await call(
        'POST',
        `/api/plays/${second.play.playId}/answer`,
        { index: 0, answer: { kind: 'choice', answerIds: ['oslo'] }, submission_id: 'y' },
        retryHeaders,
      )
    ).json().data.play;
    expect(right.outcome).toMatchObject({ correct: true, coins: 0 });

    const stolen = await call('POST', '/api/plays', {
      code,
      name: 'Eve',
      retry_of: { play_id: play.playId, play_token: 'x' },
    });
    expect(stolen.json().error.code).toBe('play_not_found');
  });

  it("keeps a play to its player: no token, someone else's token or another account gets nothing", async () => {
    const mine = (await call('POST', '/api/plays', { code, name: 'Kari' }, owner.headers)).json().data;
    const other = (await call('POST', '/api/plays', { code, name: 'Lars' })).json().data;
    const stranger = await signUp(t.app, 'Stranger');
    for (const headers of [{}, guestHeaders(other.play_token), stranger.headers]) {
      const reply = await call('POST', `/api/plays/${mine.play.playId}/next`, {}, headers);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error.code).toBe('play_not_found');
    }
    expect((await call('POST', `/api/plays/${mine.play.playId}/next`, {}, owner.headers)).statusCode).toBe(
      200,
    );
  });

  it('refuses a bad name, an unknown code and an inactive quiz with clear errors', async () => {
    expect((await call('POST', '/api/plays', { code, name: 'N' })).json().error.code).toBe(
      'join_name_too_short',
    );
    expect((await call('POST', '/api/plays', { code: 'zzzzzzzz', name: 'Nora' })).json().error.code).toBe(
      'quiz_not_found',
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quizId}/toggle-status`,
      headers: owner.headers,
    });
    const inactive = await call('POST', '/api/plays', { code, name: 'Nora' });
    expect(inactive.json().error.code).toBe('quiz_inactive');
    await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quizId}/toggle-status`,
      headers: owner.headers,
    });
  });

  it("lists every play in the quiz's reports for its owner, with the points frozen when each answer was taken", async () => {
    const list = async (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/reports/quizzes/${quizId}/plays`, headers });
    await vi.waitFor(async () => {
      const plays = (await list(owner.headers)).json().data;
      expect(plays.find((p: { player_name: string }) => p.player_name === 'Nora')).toMatchObject({
        score: 750,
        correct: 1,
        questions: 2,
        retry: false,
      });
      expect(plays.filter((p: { retry: boolean }) => p.retry)).toHaveLength(1);
    });
    const nora = (await list(owner.headers))
      .json()
      .data.find((p: { player_name: string }) => p.player_name === 'Nora');
    const report = (
      await t.app.inject({ method: 'GET', url: `/api/reports/plays/${nora.play_id}`, headers: owner.headers })
    ).json().data;
    expect(report.answers['0']).toMatchObject({
      points: 750,
      correct: true,
      answer: { answerIds: ['oslo'] },
    });
    expect(report.finished_at).not.toBeNull();

    const stranger = await signUp(t.app, 'Nosy Parker');
    expect((await list(stranger.headers)).statusCode).toBe(403);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/reports/plays/${nora.play_id}`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(403);
  });

  it("ranks a finished play among everyone's first plays of the quiz, and offers the best run's pace", async () => {
    const versus = (
      await call('GET', `/api/plays/${nora.id}/versus`, undefined, guestHeaders(nora.token))
    ).json().data;
    // Nora (750) and Per (0) finished a first play; Per's retry and the unfinished plays do not count.
    expect(versus.standing).toEqual({ rank: 1, players: 2 });
    expect(versus.leaders).toEqual([
      { name: 'Nora', score: 750 },
      { name: 'Per', score: 0 },
    ]);
    // Her own run is not her ghost: the best other run is.
    expect(versus.ghost).toEqual({ name: 'Per', cumulative: [0] });

    const { play_token: token, play } = (await call('POST', '/api/plays', { code, name: 'Siri' })).json()
      .data;
    const fresh = (
      await call('GET', `/api/plays/${play.playId}/versus`, undefined, guestHeaders(token))
    ).json().data;
    expect(fresh.standing).toBeNull();
    expect(fresh.ghost).toEqual({ name: 'Nora', cumulative: [750] });
    expect((await call('GET', `/api/plays/${nora.id}/versus`)).statusCode).toBe(404);
  });

  it("adds up a signed-in player's coins from their plays, as the plays froze them", async () => {
    const player = await signUp(t.app, 'Coin Collector');
    const { play } = (await call('POST', '/api/plays', { code, name: 'Collector' }, player.headers)).json()
      .data;
    await call('POST', `/api/plays/${play.playId}/next`, {}, player.headers);
    await call(
      'POST',
      `/api/plays/${play.playId}/answer`,
      { index: 0, answer: { kind: 'choice', answerIds: ['oslo'] }, submission_id: 'coin' },
      player.headers,
    );
    await vi.waitFor(async () =>
      expect((await call('GET', '/api/users/coin', undefined, player.headers)).json().data).toEqual({
        total_coin: 1,
      }),
    );
    expect((await call('GET', '/api/users/coin')).statusCode).toBe(401);

    // The summary asks for the total after its run: the run just finished is counted without waiting.
    let phase = '';
    for (let step = 0; step < 30 && phase !== 'finished'; step++) {
      const next = await call('POST', `/api/plays/${play.playId}/next`, {}, player.headers);
      phase = next.json().data.play.phase;
    }
    expect(phase).toBe('finished');

    // The same quiz again the same day is practice: a right answer earns no coin.
    const again = await playOnceRight(player.headers, 'coin-again');
    expect(again.earned).toBe(0);
    // The next day's first play earns again; the summary counts the run just finished without waiting.
    clock.advance(24 * 60 * 60 * 1000);
    const nextDayHeaders = await signIn(player.email);
    const nextDay = await playOnceRight(nextDayHeaders, 'coin-next-day');
    expect(nextDay.earned).toBe(1);
    const total = await call(
      'GET',
      `/api/users/coin?after_play=${nextDay.playId}`,
      undefined,
      nextDayHeaders,
    );
    expect(total.json().data).toEqual({ total_coin: 2 });
  });

  /** A new session for an account whose sign-up token the test's clock has left behind. */
  async function signIn(email: string) {
    const login = await call('POST', '/api/auth/login', { email, password: 'correct horse battery' });
    return { authorization: `Bearer ${login.json().data.token}` };
  }

  /** Starts a play, answers its first question right, plays to the end; the coins that answer earned. */
  async function playOnceRight(headers: Record<string, string>, submissionId: string) {
    const started = await call('POST', '/api/plays', { code, name: 'Collector' }, headers);
    const { playId } = started.json().data.play;
    await call('POST', `/api/plays/${playId}/next`, {}, headers);
    const answered = await call(
      'POST',
      `/api/plays/${playId}/answer`,
      { index: 0, answer: { kind: 'choice', answerIds: ['oslo'] }, submission_id: submissionId },
      headers,
    );
    const earned: number = answered.json().data.play.outcome.coins;
    let phase = '';
    for (let step = 0; step < 30 && phase !== 'finished'; step++) {
      phase = (await call('POST', `/api/plays/${playId}/next`, {}, headers)).json().data.play.phase;
    }
    return { playId, earned };
  }

  it("pays a day's coins to one play only, however many start at once, and none to the quiz's owner", async () => {
    const player = await signUp(t.app, 'Coin Farmer');
    const plays = await Promise.all(
      Array.from({ length: 6 }, (_, i) => playOnceRight(player.headers, `farm-${i}`)),
    );
    expect(plays.map((play) => play.earned).sort()).toEqual([0, 0, 0, 0, 0, 1]);
    await vi.waitFor(async () =>
      expect((await call('GET', '/api/users/coin', undefined, player.headers)).json().data).toEqual({
        total_coin: 1,
      }),
    );

    expect((await playOnceRight(await signIn(owner.email), 'own-quiz')).earned).toBe(0);
  });

  it('never sent an answer key before its question was answered', () => {
    for (const body of replies) {
      if (!body.includes('"question":{')) continue;
      const data = JSON.parse(body).data;
      if (!data?.play) continue;
      // The question on screen is the public view: no is_correct anywhere in it.
      expect(JSON.stringify(data.play.question ?? {})).not.toContain('is_correct');
      if (data.play.outcome === null) expect(JSON.stringify(data.play)).not.toContain('"correct":true');
    }
    expect(replies.length).toBeGreaterThan(20);
  });
});
