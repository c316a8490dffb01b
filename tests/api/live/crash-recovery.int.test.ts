import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresBackends, type TestDatabase } from '../../support/backends.ts';
import { captchaFrom } from '../../support/captcha.ts';
import { serverProcess } from '../../support/server-process.ts';
import { wsClient } from '../../support/ws-client.ts';

const question = (id: string) => ({
  question_id: id,
  kind: 'multiple_choice',
  title: `Question ${id}`,
  time_limit: 600,
  answers_required: 'one',
  chart_type: 'bar',
  answers: [
    { answer_id: `${id}-yes`, title: 'Yes', is_correct: true, score: 1000 },
    { answer_id: `${id}-no`, title: 'No', is_correct: false, score: 0 },
  ],
});

// Untimed: it proves what survives a crash, not how fast the restart is.
describe('a live game survives the server being killed mid-question (kill -9)', () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof serverProcess>>;
  beforeAll(async () => {
    database = await createTestDatabase(postgresBackends()[0]!.serverUrl);
    server = await serverProcess(database.url);
    await server.start();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const api = async (path: string, method: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: Record<string, unknown> };
  };

  it('keeps every acknowledged answer and carries on where it was', async () => {
    const { data: session } = await api('/auth/register', 'POST', {
      name: 'Crash Master',
      email: 'crash@example.org',
      password: 'power cut 2026',
    });
    const token = session.token as string;
    const { data: quiz } = await api(
      '/quizzes/create',
      'POST',
      { title: 'Resilience', captcha_response: await captchaFrom(server.url) },
      token,
    );
    await api(
      `/quizzes/id/${quiz._id}/questions`,
      'PUT',
      { questions: [question('q1'), question('q2')] },
      token,
    );
    const { data: game } = await api('/games', 'POST', { quiz_id: quiz._id }, token);
    const gameId = game.game_id as string;

    const master = await wsClient(server.wsUrl);
    await master.request({ type: 'game.host', gameId, token });
    const anna = await wsClient(server.wsUrl);
    const bert = await wsClient(server.wsUrl);
    const annaJoined = await anna.request({ type: 'game.join', pin: game.pin, name: 'Anna' });
    const bertJoined = await bert.request({ type: 'game.join', pin: game.pin, name: 'Bert' });
    // Cleo does not answer, so the question is still open when the server dies.
    const cleo = await wsClient(server.wsUrl);
    await cleo.request({ type: 'game.join', pin: game.pin, name: 'Cleo' });
    await master.request({ type: 'game.control', gameId, action: 'start' });
    await master.request({ type: 'game.control', gameId, action: 'next' });
    await anna.waitFor((m) => m.type === 'game.room');
    const acks = await Promise.all([
      anna.request({
        type: 'game.answer',
        gameId,
        index: 0,
        answer: { kind: 'choice', answerIds: ['q1-yes'] },
        submissionId: 'anna-answer-1',
      }),
      bert.request({
        type: 'game.answer',
        gameId,
        index: 0,
        answer: { kind: 'choice', answerIds: ['q1-no'] },
        submissionId: 'bert-answer-1',
      }),
    ]);
    expect(acks.map((a) => a.type)).toEqual(['game.ack', 'game.ack']);

    await server.killHard();
    for (const client of [master, anna, bert, cleo]) client.close();
    await server.start();

    // The players come back with their tokens: same players, answers intact.
    const annaBack = await wsClient(server.wsUrl);
    const resumed = await annaBack.request({
      type: 'game.resume',
      gameId,
      playerToken: annaJoined.playerToken,
    });
    expect(resumed).toMatchObject({
      type: 'game.joined',
      you: { name: 'Anna', answer: { answer: { kind: 'choice', answerIds: ['q1-yes'] } } },
    });
    const bertBack = await wsClient(server.wsUrl);
    await bertBack.request({ type: 'game.resume', gameId, playerToken: bertJoined.playerToken });

    // The quizmaster comes back to the question as it was: both answers in.
    const masterBack = await wsClient(server.wsUrl);
    await masterBack.request({ type: 'game.host', gameId, token });
    const view = await masterBack.waitFor((m) => m.type === 'game.host');
    expect(view.host).toMatchObject({ phase: 'question', answeredCount: 2 });

    // And the game carries on: close the question, see both answers counted, play the next.
    await masterBack.request({ type: 'game.control', gameId, action: 'skip' });
    const results = await annaBack.waitFor(
      (m) => m.type === 'game.room' && (m.room as { phase: string }).phase === 'question_closed',
    );
    expect((results.room as { results: unknown }).results).toMatchObject({
      summary: { distribution: { 'q1-yes': 1, 'q1-no': 1 } },
      answered: 2,
    });
    await masterBack.request({ type: 'game.control', gameId, action: 'next' });
    const next = await bertBack.waitFor(
      (m) => m.type === 'game.room' && (m.room as { question?: { index: number } }).question?.index === 1,
    );
    expect(next).toBeDefined();
    for (const client of [masterBack, annaBack, bertBack]) client.close();
  }, 120_000);
});
