import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from '../../../domain/game/live-settings.ts';
import { postgresBackends } from '../../support/backends.ts';
import { captchaFor } from '../../support/captcha.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { openHostedRoom } from '../../support/live-room.ts';
import { manualScheduler } from '../../support/manual-scheduler.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, fixedClock, type TestApp } from '../../support/test-app.ts';

describe.each(postgresBackends())('a live game over the socket ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const clock = fixedClock('2026-11-23T10:00:00.000Z');
  const scheduler = manualScheduler();
  let host: Awaited<ReturnType<typeof signUp>>;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, scheduler });
    host = await signUp(t.app, 'Quiz Master');
    quizId = await liveQuiz(t.app, host.headers, { limitPlayer: 3 });
  });
  afterAll(async () => t?.close());

  const openRoom = (liveSettings?: LiveSettings) => openHostedRoom(t.app, host, quizId, liveSettings);

  it('plays a whole game: join, question, answers acknowledged, results, next, podium', async () => {
    const { gameId, pin, master } = await openRoom();
    expect(pin).toMatch(/^[1-9]\d{5}$/);
    const lobby = await master.next((m) => m.type === 'game.host');
    expect(lobby.host).toMatchObject({ phase: 'lobby', pin, players: [], playerLimit: 3 });

    const phones = await Promise.all(['Anna', 'Bert', 'Cleo'].map(() => gameSocket(t.app)));
    const joined = await Promise.all(
      phones.map((phone, i) => phone.request({ type: 'game.join', pin, name: ['Anna', 'Bert', 'Cleo'][i] })),
    );
    expect(joined.map((j) => j.type)).toEqual(['game.joined', 'game.joined', 'game.joined']);
    await master.next(
      (m) => m.type === 'game.host' && (m.host as { players: unknown[] }).players.length === 3,
    );

    // The room is full: a fourth phone is told so.
    const late = await gameSocket(t.app);
    expect(await late.request({ type: 'game.join', pin, name: 'Dora' })).toMatchObject({
      type: 'game.error',
      code: 'join_player_limit_reached',
    });

    expect(await master.request({ type: 'game.control', gameId, action: 'start' })).toMatchObject({
      type: 'game.ack',
    });
    expect(await master.request({ type: 'game.control', gameId, action: 'next' })).toMatchObject({
      type: 'game.ack',
    });
    const question = await phones[0]!.next(
      (m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'question',
    );
    const shown = (
      question.room as {
        question: { title: string; answers: Array<Record<string, unknown>>; closesAt: string };
      }
    ).question;
    expect(shown.title).toBe('Capital of Norway?');
    // Phones never get the answer key.
    expect(JSON.stringify(question)).not.toContain('is_correct');
    expect(shown.closesAt).toBe('2026-11-23T10:00:20.000Z');
    expect(shown).toMatchObject({ screen: { question_type: 'basic', chart_type: 'bar' } });

    clock.set('2026-11-23T10:00:02.000Z');
    // An answer of the wrong kind for the question, or an oversized one, is refused and appends nothing:
    // the same phone's real answer below is still taken.
    expect(
      await phones[0]!.request({
        type: 'game.answer',
        gameId,
        index: 0,
        answer: { kind: 'text', text: 'Oslo' },
        submissionId: 'anna-q1-bad',
      }),
    ).toMatchObject({ type: 'game.error', code: 'answer_invalid' });
    expect(
      await phones[0]!.request({
        type: 'game.answer',
        gameId,
        index: 0,
        answer: { kind: 'text', text: 'x'.repeat(2_000) },
        submissionId: 'anna-q1-big',
      }),
    ).toMatchObject({ type: 'game.error', code: 'socket_message_invalid' });
    const acks = await Promise.all([
      phones[0]!.request({
        type: 'game.answer',
        gameId,
        index: 0,
        answer: { kind: 'choice', answerIds: ['oslo'] },
        submissionId: 'anna-q1-xyz',
      }),
      phones[1]!.request({
        type: 'game.answer',
        gameId,
        index: 0,
        // A page from before question types sends its picks as `answerIds`: still taken as a choice.
        answerIds: ['bergen'],
        submissionId: 'bert-q1-xyz',
      }),
    ]);
    expect(acks.map((a) => a.type)).toEqual(['game.ack', 'game.ack']);
    // A resend after a lost ack is the same answer, acknowledged again.
    expect(
      await phones[0]!.request({
        type: 'game.answer',
        gameId,
        index: 0,
        answer: { kind: 'choice', answerIds: ['oslo'] },
        submissionId: 'anna-q1-xyz',
      }),
    ).toMatchObject({ type: 'game.ack' });

    clock.set('2026-11-23T10:00:10.000Z');
    await phones[2]!.request({
      type: 'game.answer',
      gameId,
      index: 0,
      answer: { kind: 'choice', answerIds: ['oslo'] },
      submissionId: 'cleo-q1-xyz',
    });
    // Everyone answered: the question closes by itself, each phone learns its points.
    const results = await phones[0]!.next(
      (m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'question_closed',
    );
    expect((results.room as { results: unknown }).results).toMatchObject({
      summary: { question_type: 'basic', correct_answer_ids: ['oslo'], distribution: { oslo: 2, bergen: 1 } },
      answered: 3,
    });
    expect(await phones[0]!.next((m) => m.type === 'game.you')).toMatchObject({
      you: { name: 'Anna', score: 950, rank: 1, answer: { points: 950 } },
    });
    expect(await phones[2]!.next((m) => m.type === 'game.you')).toMatchObject({
      you: { score: 750, rank: 2 },
    });
    expect(await phones[1]!.next((m) => m.type === 'game.you')).toMatchObject({ you: { score: 0, rank: 3 } });

    // Bert reloads his phone: same player, score intact; the old tab steps back.
    const bertAgain = await gameSocket(t.app);
    const resumed = await bertAgain.request({
      type: 'game.resume',
      gameId,
      playerToken: joined[1]!.playerToken,
    });
    expect(resumed).toMatchObject({ type: 'game.joined', you: { name: 'Bert', score: 0 } });
    await phones[1]!.next((m) => m.type === 'game.replaced');

    // The poll: the server closes it when its time is up.
    clock.set('2026-11-23T10:01:00.000Z');
    await master.request({ type: 'game.control', gameId, action: 'next' });
    await bertAgain.next((m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'question');
    await bertAgain.request({
      type: 'game.answer',
      gameId,
      index: 1,
      answer: { kind: 'choice', answerIds: ['dogs'] },
      submissionId: 'bert-q2-xyz',
    });
    clock.set('2026-11-23T10:01:10.000Z');
    expect(scheduler.runUntil(clock.now())).toBe(1);
    const pollResults = await bertAgain.next(
      (m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'question_closed',
    );
    expect((pollResults.room as { results: unknown }).results).toMatchObject({
      summary: { distribution: { dogs: 1, cats: 0 } },
      answered: 1,
    });

    await master.request({ type: 'game.control', gameId, action: 'next' });
    const podium = await phones[2]!.next(
      (m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'finished',
    );
    expect((podium.room as { leaderboard: unknown }).leaderboard).toEqual([
      { name: 'Anna', score: 950 },
      { name: 'Cleo', score: 750 },
      { name: 'Bert', score: 0 },
    ]);

    // The game is over: its PIN leads nowhere now.
    expect(await late.request({ type: 'game.join', pin, name: 'Dora' })).toMatchObject({
      code: 'join_not_live',
    });

    // Replay: every step, as the quizmaster screen showed it.
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/games/${gameId}/replay`,
      headers: host.headers,
    });
    const steps = replay.json().data as Array<{ type: string; host: { phase: string } }>;
    expect(steps[0]).toMatchObject({ type: 'GameOpened', host: { phase: 'lobby' } });
    expect(steps.at(-1)).toMatchObject({ type: 'GameEnded', host: { phase: 'finished' } });
    // Each step carries the answers in to the question on screen, with the points the game froze.
    const firstClose = replay.json().data.find((s: { type: string }) => s.type === 'QuestionClosed');
    expect(firstClose.answers).toContainEqual(
      expect.objectContaining({
        name: 'Anna',
        answer: { kind: 'choice', answerIds: ['oslo'] },
        points: 950,
        correct: true,
      }),
    );
    expect(steps[0]).toMatchObject({ answers: [] });
    // The report: players ranked, every answer, scored as the players saw it.
    await vi.waitFor(async () => {
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/reports/games/${gameId}`,
        headers: host.headers,
      });
      expect(report.json().data).toMatchObject({
        phase: 'finished',
        players: [
          {
            rank: 1,
            name: 'Anna',
            score: 950,
            answers: { '0': { answer: { kind: 'choice', answerIds: ['oslo'] }, points: 950, correct: true } },
          },
          { rank: 2, name: 'Cleo', score: 750 },
          {
            rank: 3,
            name: 'Bert',
            score: 0,
            answers: { '1': { answer: { kind: 'choice', answerIds: ['dogs'] }, points: 0, correct: false } },
          },
        ],
      });
    });
    const quiz = await t.app.inject({ method: 'GET', url: `/api/quizzes/id/${quizId}` });
    expect(quiz.json().data.playing_counter).toBeGreaterThanOrEqual(1);
    const games = await t.app.inject({
      method: 'GET',
      url: `/api/reports/quizzes/${quizId}/games`,
      headers: host.headers,
    });
    expect(games.json().data).toContainEqual(
      expect.objectContaining({ game_id: gameId, phase: 'finished', players: 3 }),
    );
    // Rebuilt from the log, the report is the same.
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/reports/games/${gameId}`, headers: host.headers })
    ).json();
    await t.runner.rebuild('game-reports');
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/reports/games/${gameId}`, headers: host.headers })
      ).json(),
    ).toEqual(before);
    for (const s of [master, ...phones, late, bertAgain]) s.close();
  });

  it('refuses bad joins with the spec’s errors, and keeps a kicked player out', async () => {
    const { gameId, pin, master } = await openRoom();
    const phone = await gameSocket(t.app);
    expect(await phone.request({ type: 'game.join', pin: '999999', name: 'Nobody' })).toMatchObject({
      code: 'join_not_live',
    });
    expect(await phone.request({ type: 'game.join', pin, name: 'Al' })).toMatchObject({
      code: 'join_name_too_short',
    });
    const joined = await phone.request({ type: 'game.join', pin, name: 'Eve' });
    const other = await gameSocket(t.app);
    expect(await other.request({ type: 'game.join', pin, name: 'EVE' })).toMatchObject({
      code: 'join_name_in_use',
    });

    const playerId = (joined.you as { playerId: string }).playerId;
    await master.request({ type: 'game.control', gameId, action: 'kick', playerId });
    await phone.next((m) => m.type === 'game.kicked');
    const back = await gameSocket(t.app);
    expect(
      await back.request({ type: 'game.resume', gameId, playerToken: joined.playerToken }),
    ).toMatchObject({ code: 'kicked_by_quizmaster' });
    expect(
      await back.request({ type: 'game.resume', gameId, playerToken: `${playerId}.forged` }),
    ).toMatchObject({ code: 'join_link_invalid' });
    for (const s of [master, phone, other, back]) s.close();
  });

  it('plays in teams: players form teams in the lobby, and the report adds up their scores', async () => {
    const { gameId, pin, master } = await openRoom();
    await master.request({ type: 'game.control', gameId, action: 'team_mode', enabled: true });
    const [anna, bert] = await Promise.all([gameSocket(t.app), gameSocket(t.app)]);
    await anna.request({ type: 'game.join', pin, name: 'Anna' });
    await bert.request({ type: 'game.join', pin, name: 'Bert' });
    expect(
      await anna.request({ type: 'game.team', gameId, action: 'create', name: 'Vikings' }),
    ).toMatchObject({ type: 'game.ack' });
    const teams = await bert.next(
      (m) => m.type === 'game.room' && ((m.room as { teams: unknown[] | null }).teams ?? []).length === 1,
    );
    const teamId = (teams.room as { teams: Array<{ teamId: string }> }).teams[0]!.teamId;
    expect(await master.request({ type: 'game.control', gameId, action: 'start' })).toMatchObject({
      code: 'team_required',
    });
    await bert.request({ type: 'game.team', gameId, action: 'join', teamId });
    expect(await bert.next((m) => m.type === 'game.you')).toMatchObject({ you: { teamId } });
    // The other phones' team list follows: Vikings now has two members.
    await anna.next(
      (m) =>
        m.type === 'game.room' &&
        (m.room as { teams: Array<{ members: number }> | null }).teams?.[0]?.members === 2,
    );

    clock.set('2026-11-23T10:30:00.000Z');
    await master.request({ type: 'game.control', gameId, action: 'start' });
    await master.request({ type: 'game.control', gameId, action: 'next' });
    await anna.request({
      type: 'game.answer',
      gameId,
      index: 0,
      answer: { kind: 'choice', answerIds: ['oslo'] },
      submissionId: 'team-anna-1',
    });
    await bert.request({
      type: 'game.answer',
      gameId,
      index: 0,
      answer: { kind: 'choice', answerIds: ['oslo'] },
      submissionId: 'team-bert-1',
    });
    const closed = await anna.next(
      (m) => m.type === 'game.room' && (m.room as { results: unknown }).results !== null,
    );
    expect((closed.room as { teams: unknown }).teams).toEqual([
      { teamId, name: 'Vikings', score: 2000, members: 2 },
    ]);
    await vi.waitFor(async () => {
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/reports/games/${gameId}`,
        headers: host.headers,
      });
      expect(report.json().data.teams).toEqual([
        { team_id: teamId, name: 'Vikings', score: 2000, members: 2 },
      ]);
    });
    for (const s of [master, anna, bert]) s.close();
  });

  it('plays by the quizmaster’s settings: reading time, no time limit, changed live, checked', async () => {
    clock.set('2026-11-23T10:10:00.000Z');
    const reading = { ...DEFAULT_LIVE_SETTINGS, delayAnswerSeconds: 5, sound: false };
    const { gameId, pin, master } = await openRoom(reading);
    const lobby = await master.next((m) => m.type === 'game.host');
    expect(lobby.host).toMatchObject({ live: { delayAnswerSeconds: 5, sound: false } });
    const phone = await gameSocket(t.app);
    expect(await phone.request({ type: 'game.join', pin, name: 'Anna' })).toMatchObject({
      type: 'game.joined',
      room: { live: { delayAnswerSeconds: 5 } },
    });

    // Out of range is refused by the protocol, and a player cannot change anything.
    const tooLong = { ...reading, delayAnswerSeconds: 999 };
    expect(
      await master.request({ type: 'game.control', gameId, action: 'settings', live: tooLong }),
    ).toMatchObject({ type: 'game.error', code: 'socket_message_invalid' });
    expect(
      await phone.request({ type: 'game.control', gameId, action: 'settings', live: reading }),
    ).toMatchObject({ code: 'no_permission' });

    // The quizmaster turns the clock off; every phone hears of it.
    const untimed = { ...reading, timeLimit: false };
    expect(
      await master.request({ type: 'game.control', gameId, action: 'settings', live: untimed }),
    ).toMatchObject({ type: 'game.ack' });
    await phone.next(
      (m) => m.type === 'game.room' && (m.room as { live: LiveSettings }).live.timeLimit === false,
    );

    await master.request({ type: 'game.control', gameId, action: 'start' });
    await master.request({ type: 'game.control', gameId, action: 'next' });
    const question = await phone.next(
      (m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'question',
    );
    expect((question.room as { question: unknown }).question).toMatchObject({
      shownAt: '2026-11-23T10:10:00.000Z',
      opensAt: '2026-11-23T10:10:05.000Z',
      closesAt: null,
    });
    const answer = (submissionId: string) => ({
      type: 'game.answer',
      gameId,
      index: 0,
      answer: { kind: 'choice', answerIds: ['oslo'] },
      submissionId,
    });
    clock.set('2026-11-23T10:10:02.000Z');
    expect(await phone.request(answer('anna-early-1'))).toMatchObject({ code: 'answer_not_open' });
    // No clock: nothing is waiting to close the question, however long the room thinks.
    clock.set('2026-11-23T10:30:00.000Z');
    scheduler.runUntil(clock.now());
    expect(await phone.request(answer('anna-late-1'))).toMatchObject({ type: 'game.ack' });
    // Without a clock speed earns nothing extra: the full 1000, twenty minutes in (the sign-in token lasts an hour).
    expect(await phone.next((m) => m.type === 'game.you')).toMatchObject({
      you: { score: 1000, answer: { points: 1000 } },
    });
    await vi.waitFor(async () => {
      const report = await t.app.inject({
        method: 'GET',
        url: `/api/reports/games/${gameId}`,
        headers: host.headers,
      });
      expect(report.json().data.players).toMatchObject([{ name: 'Anna', score: 1000 }]);
    });
    master.close();
    phone.close();
  });

  it('tells the players when the quizmaster’s screen has been gone a while, and when it is back', async () => {
    const { gameId, pin, master } = await openRoom();
    const phone = await gameSocket(t.app);
    await phone.request({ type: 'game.join', pin, name: 'Anna' });
    const later = () => {
      clock.set(new Date(clock.now().getTime() + 6_000).toISOString());
      scheduler.runUntil(clock.now());
    };
    /** Closes a quizmaster socket and waits until the server has noticed (its away timer is set). */
    const gone = async (socket: { close(): void }) => {
      const before = scheduler.pending();
      socket.close();
      await vi.waitFor(() => expect(scheduler.pending()).toBeGreaterThan(before));
    };
    // A reload is not worth a banner: back within the grace time, nothing is said.
    await gone(master);
    const again = await gameSocket(t.app);
    await again.request({ type: 'game.host', gameId, token: host.token });
    later();
    // Gone for good: after the grace time every phone hears of it.
    await gone(again);
    later();
    await phone.next(
      (m) => m.type === 'game.room' && (m.room as { hostConnected: boolean }).hostConnected === false,
    );
    const third = await gameSocket(t.app);
    await third.request({ type: 'game.host', gameId, token: host.token });
    await phone.next(
      (m) => m.type === 'game.room' && (m.room as { hostConnected: boolean }).hostConnected === true,
    );
    const changes = (await t.rawStore.readStream(`game-${gameId}`)).filter(
      (e) => e.type === 'HostConnectionChanged',
    );
    expect(changes.map((e) => e.data)).toEqual([{ connected: false }, { connected: true }]);
    for (const s of [third, phone]) s.close();
  });

  it('refuses to open a room with settings out of range', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: host.headers,
      payload: { quiz_id: quizId, live_settings: { ...DEFAULT_LIVE_SETTINGS, delayQuestionSeconds: 2 } },
    });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().error.code).toBe('live_settings_invalid');
  });

  it('lets only the quizmaster control the room', async () => {
    const { gameId, pin, master } = await openRoom();
    const intruder = await signUp(t.app, 'Not The Host');
    const socket = await gameSocket(t.app);
    expect(await socket.request({ type: 'game.host', gameId, token: intruder.token })).toMatchObject({
      code: 'no_permission',
    });
    expect(await socket.request({ type: 'game.control', gameId, action: 'start' })).toMatchObject({
      code: 'no_permission',
    });
    // A player cannot drive the game either.
    await socket.request({ type: 'game.join', pin, name: 'Mallory' });
    expect(await socket.request({ type: 'game.control', gameId, action: 'next' })).toMatchObject({
      code: 'no_permission',
    });
    expect(await master.request({ type: 'game.control', gameId, action: 'start' })).toMatchObject({
      type: 'game.ack',
    });
    master.close();
    socket.close();
  });

  it('cannot open a room for someone else’s quiz, an empty one, or an inactive one', async () => {
    const other = await signUp(t.app, 'Another Teacher');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: other.headers,
      payload: { quiz_id: quizId },
    });
    expect(theirs.statusCode).toBe(403);
    const empty = (
      await t.app.inject({
        method: 'POST',
        url: '/api/quizzes/create',
        headers: other.headers,
        payload: { title: 'Empty', captcha_response: await captchaFor(t.app) },
      })
    ).json().data._id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/games',
          headers: other.headers,
          payload: { quiz_id: empty },
        })
      ).json().error.code,
    ).toBe('quiz_has_no_questions');
  });
});
