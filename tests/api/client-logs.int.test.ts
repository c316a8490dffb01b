import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(postgresBackends())('POST /api/logs from browsers ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { trustProxy: true });
  });
  afterAll(async () => t?.close());

  const report = (payload: unknown, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('takes a report with the declared fields', async () => {
    const reply = await report(
      { level: 'error', message: 'boom', stack: 'at x', url: 'https://kviss.test/', userAgent: 'Firefox' },
      '198.51.100.20',
    );
    expect(reply.statusCode).toBe(202);
  });

  it('refuses fields it does not declare, so nothing undeclared reaches the log', async () => {
    const reply = await report({ level: 'error', message: 'boom', extra: 'x'.repeat(100) }, '198.51.100.21');
    expect([reply.statusCode, reply.json().error.code]).toEqual([400, 'unknown_field']);
  });

  it('refuses a body far larger than any honest report before reading it', async () => {
    const reply = await report(
      { level: 'error', message: 'boom', stack: 'x'.repeat(900_000) },
      '198.51.100.22',
    );
    expect(reply.statusCode).toBe(413);
  });

  it('limits how often one address may report', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      statuses.push((await report({ level: 'warn', message: `again ${i}` }, '198.51.100.23')).statusCode);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
  });
});
