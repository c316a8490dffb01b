import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Schema = Record<string, unknown>;

/** The places in a reply's schema that say nothing of their value: `{}`, what `Type.Unknown()` gives. */
function blanks(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  if (Array.isArray(schema)) return schema.flatMap((s, i) => blanks(s, `${at}[${i}]`));
  const entries = Object.entries(schema as Schema);
  if (entries.length === 0) return [at];
  return entries.flatMap(([key, value]) => blanks(value, `${at}.${key}`));
}

/**
 * Every success reply is described (issue 29 #2): the web app and API users read its shape from the
 * contract, and Fastify writes a reply through it. A reply or a part of one left `Type.Unknown()` fails.
 */
describe.each(postgresBackends())('the API describes every success reply ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('leaves no part of a 2xx reply without a schema in the OpenAPI description', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths: Record<string, Record<string, { responses?: Record<string, Schema> }>> = docs.json().paths;
    const found = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .flatMap(([status, reply]) => blanks(reply, `${method.toUpperCase()} ${path} ${status}`)),
      ),
    );
    expect(Object.keys(paths).length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });
});
