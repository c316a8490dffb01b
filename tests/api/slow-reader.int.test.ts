import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { postgresBackends } from '../support/backends.ts';
import { liveQuiz } from '../support/live-quiz.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The largest quiz there may be: its snapshot is a few hundred kilobytes. */
const LARGE_QUESTIONS = Array.from({ length: 200 }, (_, q) => ({
  question_id: `q${q}`,
  kind: 'multiple_choice',
  title: `Question ${q + 1} `.padEnd(250, 'x'),
  time_limit: 20,
  answers_required: 'one',
  chart_type: 'bar',
  answers: Array.from({ length: 10 }, (_, a) => ({
    answer_id: `q${q}-a${a}`,
    title: `Answer ${a + 1} `.padEnd(100, 'y'),
    is_correct: a === 0,
    score: a === 0 ? 1000 : 0,
  })),
}));

describe.each(postgresBackends())('a socket that stops reading ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let url: string;
  let quizId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const owner = await signUp(t.app, 'Quiz Owner');
    quizId = await liveQuiz(t.app, owner.headers, { questions: LARGE_QUESTIONS });
    // Real TCP: what piles up is what the kernel will not take from a client that does not read.
    url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => t?.close());

  async function open(): Promise<{ socket: WebSocket; received: string[]; closed: () => boolean }> {
    const socket = new WebSocket(`${url}/ws`, { perMessageDeflate: false });
    const received: string[] = [];
    let closed = false;
    socket.on('message', (data: Buffer) => received.push(data.toString()));
    socket.on('close', () => {
      closed = true;
    });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('open', resolve));
    return { socket, received, closed: () => closed };
  }

  it('is closed while asking for a large quiz again and again, and the others still get their messages', async () => {
    const other = await open();
    const slow = await open();
    (slow.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    const topic = `quiz/${quizId}`;
    await vi.waitFor(
      async () => {
        if (!slow.closed()) {
          slow.socket.send(JSON.stringify({ v: 1, type: 'subscribe', topic }));
          slow.socket.send(JSON.stringify({ v: 1, type: 'unsubscribe', topic }));
          // Within the per-socket message budget: only the size of what it is sent counts.
          await sleep(100);
        }
        expect(slow.closed(), 'the server still keeps the slow socket').toBe(true);
      },
      { timeout: 40_000, interval: 10 },
    );

    other.socket.send(JSON.stringify({ v: 1, type: 'subscribe', topic }));
    await vi.waitFor(() => expect(other.received.some((m) => m.includes('"type":"snapshot"'))).toBe(true));
    other.socket.send(JSON.stringify({ v: 1, type: 'ping' }));
    await vi.waitFor(() => expect(other.received.some((m) => m.includes('"type":"pong"'))).toBe(true));
    expect(other.closed()).toBe(false);
    other.socket.close();
  }, 60_000);
});
