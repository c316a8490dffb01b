import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FRONT_PAGE_SETTING_STREAM } from '../../domain/setting/events.ts';
import { postgresBackends } from '../support/backends.ts';
import { metadata } from '../support/event-store-fixture.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(postgresBackends())('settings, geolocation and client logs ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      trustProxy: true,
      lookupCountry: async (ip) => (ip === '84.208.20.110' ? 'NO' : null),
    });
  });
  afterAll(async () => t?.close());

  it('serves the default front page setting until an admin changes it, then the change', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/setting' });
    expect(before.json().data).toEqual({
      background_color: '#ef0000',
      background_image: '',
      background_type: 'color',
      cookie_consent_setting: null,
    });

    await t.store.append(
      [
        {
          streamName: FRONT_PAGE_SETTING_STREAM,
          expectedVersion: 0,
          events: [
            { type: 'FrontPageSettingChanged', data: { cookie_consent_setting: 'We use one cookie.' } },
          ],
        },
      ],
      metadata(),
    );
    await vi.waitFor(async () => {
      const after = await t.app.inject({ method: 'GET', url: '/api/setting' });
      expect(after.json().data).toMatchObject({
        cookie_consent_setting: 'We use one cookie.',
        background_color: '#ef0000',
      });
    });
  });

  it("answers the caller's country from its address, and null when unknown", async () => {
    const norway = await t.app.inject({
      method: 'GET',
      url: '/api/geo-country',
      headers: { 'x-forwarded-for': '84.208.20.110' },
    });
    expect(norway.json()).toEqual({ data: { code: 'NO' } });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/geo-country' });
    expect(unknown.json()).toEqual({ data: { code: null } });
  });

  it('accepts a client error report, refuses a malformed one, and rate-limits a flood', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: { level: 'error', message: 'boom' },
    });
    expect(ok.statusCode).toBe(202);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/logs',
      payload: { level: 'panic', message: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');

    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/logs',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: { level: 'warn', message: `spam ${i}` },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('reports health and carries a correlation id on every reply', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-correlation-id': 'trace-1234abcd' },
    });
    expect(health.json()).toMatchObject({ data: { status: 'ok', database: 'up' } });
    expect(health.headers['x-correlation-id']).toBe('trace-1234abcd');
  });

  it('describes the API as OpenAPI generated from the route schemas', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/quizzes/create', '/api/quizzes/id/{id}', '/api/setting']),
    );
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
