import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { SOCKET_MAX_MESSAGE_BYTES } from '../../api/contracts/socket.ts';
import { postgresBackends } from '../support/backends.ts';
import { captchaFor } from '../support/captcha.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A socket plus everything it has received, parsed. */
async function openSocket(t: TestApp, upgrade: Record<string, unknown> = {}) {
  const received: Array<Record<string, unknown>> = [];
  const socket: WebSocket = await t.app.injectWS('/ws', upgrade, {
    onOpen: (ws) => ws.on('message', (data) => received.push(JSON.parse(data.toString()))),
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const send = (message: unknown) =>
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  const waitFor = async (predicate: (m: Record<string, unknown>) => boolean) => {
    await vi.waitFor(() => expect(received.some(predicate)).toBe(true), { timeout: 5000, interval: 10 });
    return received.find(predicate)!;
  };
  return { socket, received, send, waitFor, closed };
}

describe.each(postgresBackends())('websocket gateway ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await signUp(t.app);
  });
  afterAll(async () => t?.close());

  async function createQuiz(title: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes/create',
      payload: { title, captcha_response: await captchaFor(t.app) },
      headers: owner.headers,
    });
    return response.json().data._id;
  }

  it('greets, sends a snapshot on subscribe, then streams each change as it is projected', async () => {
    const quizId = await createQuiz('Before');
    const client = await openSocket(t);
    await client.waitFor((m) => m.type === 'welcome');

    client.send({ v: 1, type: 'subscribe', topic: `quiz/${quizId}` });
    const snapshot = await client.waitFor((m) => m.type === 'snapshot');
    expect(snapshot).toMatchObject({ v: 1, topic: `quiz/${quizId}`, data: { _id: quizId, title: 'Before' } });

    await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: quizId, title: 'After' },
    });
    const change = await client.waitFor((m) => m.type === 'change');
    expect(change).toMatchObject({ topic: `quiz/${quizId}`, data: { title: 'After', version: 2 } });
    client.socket.terminate();
  });

  it('gives a null snapshot for a quiz that does not exist yet', async () => {
    const client = await openSocket(t);
    client.send({ v: 1, type: 'subscribe', topic: 'quiz/00000000-0000-4000-8000-000000000001' });
    expect(await client.waitFor((m) => m.type === 'snapshot')).toMatchObject({ data: null });
    client.socket.terminate();
  });

  it('stops sending a topic after unsubscribe, while another socket still gets it', async () => {
    const quizId = await createQuiz('Shared');
    const leaving = await openSocket(t);
    const staying = await openSocket(t);
    for (const c of [leaving, staying]) {
      c.send({ v: 1, type: 'subscribe', topic: `quiz/${quizId}` });
      await c.waitFor((m) => m.type === 'snapshot');
    }
    leaving.send({ v: 1, type: 'unsubscribe', topic: `quiz/${quizId}` });
    await leaving.waitFor((m) => m.type === 'unsubscribed');

    await t.app.inject({
      method: 'PUT',
      url: '/api/quizzes/update',
      headers: owner.headers,
      payload: { _id: quizId, title: 'Changed' },
    });
    await staying.waitFor((m) => m.type === 'change');
    // The leaving socket asks for a pong after the change went out; the pong arriving first proves no change is queued.
    leaving.send({ v: 1, type: 'ping' });
    await leaving.waitFor((m) => m.type === 'pong');
    expect(leaving.received.filter((m) => m.type === 'change')).toEqual([]);
    leaving.socket.terminate();
    staying.socket.terminate();
  });

  it('answers malformed messages with an error, changes nothing and keeps the connection', async () => {
    const client = await openSocket(t);
    const bad = [
      'not json',
      '[1,2,3]',
      { v: 1, type: 'subscribe', topic: 'users/everyone' },
      { v: 1, type: 'subscribe' },
      { v: 1, type: 'launch-missiles' },
      { v: 2, type: 'ping' },
    ];
    for (const message of bad) client.send(message);
    await vi.waitFor(
      () => expect(client.received.filter((m) => m.type === 'error')).toHaveLength(bad.length),
      {
        timeout: 5000,
      },
    );
    const codes = client.received.filter((m) => m.type === 'error').map((m) => m.code);
    expect(codes).toEqual([
      'socket_message_invalid',
      'socket_message_invalid',
      'socket_message_invalid',
      'socket_message_invalid',
      'socket_message_invalid',
      'socket_protocol_version',
    ]);
    expect(client.received.some((m) => m.type === 'snapshot')).toBe(false);
    client.send({ v: 1, type: 'ping' });
    await client.waitFor((m) => m.type === 'pong');
    client.socket.terminate();
  });

  it('refuses a message over the size limit by closing with 1009, and the server keeps serving', async () => {
    const client = await openSocket(t);
    await client.waitFor((m) => m.type === 'welcome');
    client.send(JSON.stringify({ v: 1, type: 'ping', pad: 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES) }));
    expect(await client.closed).toBe(1009);

    const next = await openSocket(t);
    next.send({ v: 1, type: 'ping' });
    await next.waitFor((m) => m.type === 'pong');
    next.socket.terminate();
  });

  it("logs an oversize frame as one warning with the client's address, not an error with a stack", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = await createTestApp(backend, { logger });
    try {
      const client = await openSocket(logged, { socket: { remoteAddress: '203.0.113.7' } });
      await client.waitFor((m) => m.type === 'welcome');
      client.send(JSON.stringify({ v: 1, type: 'ping', pad: 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES) }));
      expect(await client.closed).toBe(1009);

      const refused = lines.filter((line) => line.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ level: 40, address: '203.0.113.7' });
      expect(JSON.stringify(refused[0])).not.toContain('    at ');
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('refuses a flood message by message and recovers', async () => {
    const client = await openSocket(t);
    for (let i = 0; i < 100; i++) client.send({ v: 1, type: 'ping' });
    await vi.waitFor(() =>
      expect(client.received.filter((m) => m.type === 'pong' || m.type === 'error').length).toBe(100),
    );
    expect(client.received.filter((m) => m.code === 'socket_rate_limited').length).toBeGreaterThan(0);
    client.socket.terminate();
  });
});
