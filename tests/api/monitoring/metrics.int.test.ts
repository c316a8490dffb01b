import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../../projections/all.ts';
import { postgresBackends } from '../../support/backends.ts';
import { gameSocket } from '../../support/game-socket.ts';
import { liveQuiz } from '../../support/live-quiz.ts';
import { signUp } from '../../support/sign-up.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

/** One sample of the Prometheus text exposition: the value of `name` with exactly these labels. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-z_]+)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe.each(postgresBackends())('what an operator monitors ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  const metrics = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('counts requests by route pattern and times appends to the event log', async () => {
    // Counters are per process and only grow: compare with what they said before.
    const before = await metrics();
    const grown = (text: string, name: string, labels: Record<string, string>) =>
      (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    await signUp(t.app, 'Metric Master');
    await t.app.inject({ method: 'GET', url: '/api/quizzes/id/00000000-0000-4000-8000-000000000000' });
    const text = await metrics();
    expect(grown(text, 'kviss_http_requests_total', { method: 'POST', route: '/api/auth/register' })).toBe(1);
    // One series per route pattern, not per id.
    expect(grown(text, 'kviss_http_requests_total', { method: 'GET', route: '/api/quizzes/id/:id' })).toBe(1);
    expect(grown(text, 'kviss_http_request_duration_seconds_count', { route: '/api/auth/register' })).toBe(1);
    expect(grown(text, 'kviss_event_store_append_duration_seconds_count', {})).toBeGreaterThan(0);
  });

  it('shows open sockets, live games and their players', async () => {
    const host = await signUp(t.app, 'Live Master');
    const quizId = await liveQuiz(t.app, host.headers);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: host.headers,
      payload: { quiz_id: quizId },
    });
    const { game_id: gameId, pin } = opened.json().data;
    const master = await gameSocket(t.app);
    await master.request({ type: 'game.host', gameId, token: host.token });
    const phones = await Promise.all(['Anna', 'Bert'].map(() => gameSocket(t.app)));
    for (const [i, phone] of phones.entries()) {
      expect(await phone.request({ type: 'game.join', pin, name: ['Anna', 'Bert'][i] })).toMatchObject({
        type: 'game.joined',
      });
    }

    const text = await metrics();
    expect(sample(text, 'kviss_websocket_connections')).toBe(3);
    expect(sample(text, 'kviss_websocket_connections_opened_total')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'kviss_live_games')).toBe(1);
    expect(sample(text, 'kviss_live_players')).toBe(2);
  });

  it('reports how far each read model lags the log, in /metrics and in health', async () => {
    await t.runner.catchUp();
    const text = await metrics();
    expect(sample(text, 'kviss_projection_lag_events', { projection: 'users' })).toBe(0);

    // A read model that has stopped: new events pile up beyond its checkpoint.
    await t.runner.stop();
    const users = allProjections.find((p) => p.name === 'users')!;
    const at = t.clock.now().toISOString();
    await t.rawStore.append(
      [
        {
          streamName: `user-${randomUUID()}`,
          expectedVersion: 0,
          events: [{ type: users.eventTypes[0]!, data: {} }],
        },
      ],
      { actorId: null, correlationId: randomUUID(), causationId: null, at },
    );
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ data: { status: 'ok', database: 'up' } });
    const usersHealth = health.data.projections.find((p: { name: string }) => p.name === 'users');
    expect(usersHealth).toMatchObject({ name: 'users', checkpoint: expect.stringMatching(/^\d+$/), lag: 1 });
    expect(health.data.projections.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['quizzes', 'users', 'quiz-logs', 'game-reports']),
    );
    expect(sample(await metrics(), 'kviss_projection_lag_events', { projection: 'users' })).toBe(1);
  });
});
