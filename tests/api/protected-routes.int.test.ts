import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { signUp } from '../support/sign-up.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Routes anyone may call. Every other /api route must turn away a caller
 * who is not signed in: a new route that forgets its guard fails this test.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/captcha',
  'GET /api/setting',
  'GET /api/geo-country',
  'POST /api/logs',
  'GET /api/quizzes/id/:id',
  'GET /api/quizzes/code/:code',
  // A quiz opened by its share link: the token is the proof, signed in or not (never the answer key).
  'GET /api/shared-quizzes/:id/:token',
  // The front page's join box: anyone may look up a PIN or quiz code (misses are rate-limited).
  'POST /api/quizzes/join-quiz-validation',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/login/verify',
  'POST /api/auth/login/resend',
  'POST /api/auth/logout',
  'POST /api/auth/confirm-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/refresh-token',
  'GET /api/auth/providers',
  'GET /api/auth/3rd-party/:provider/start',
  'GET /api/auth/3rd-party/:provider/callback',
  'GET /api/auth/3rd-party/:provider/logout',
  'GET /api/auth/3rd-party/:provider/logged-out',
  'POST /api/users/switch-account',
  // Play alone: guests play, each play answering only to its token (tests/api/plays).
  'POST /api/plays',
  'GET /api/plays/:id',
  'GET /api/plays/:id/versus',
  'POST /api/plays/:id/next',
  'POST /api/plays/:id/close',
  'POST /api/plays/:id/answer',
  // Play together: guests make and join groups, each member answering to their member token (tests/api/together).
  'POST /api/together',
  'GET /api/together/:id',
  'POST /api/together/:id/join',
  'POST /api/together/:id/start',
  'GET /api/together/:id/me',
  // What a student sees of homework before starting it: title, opening, deadline, attempts.
  'GET /api/assignments/:id',
  // A report shared publicly is read (and exported) from its link without signing in; any other answers 404.
  'GET /api/reports/id/:id',
  'GET /api/reports/id/:id/export/:format',
  // A combined leaderboard's live page: its link is for showing on a projector or sharing, no sign-in.
  'GET /api/leaderboards/:id/live',
  // A school's public page, and what an invitation link shows before its person signs in (issue 15).
  'GET /api/schools/slug/:slug',
  'GET /api/schools/invitations/:invitationId',
]);

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe.each(postgresBackends())('every protected route refuses strangers ($name PostgreSQL)', (backend) => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    user = await signUp(t.app, 'Ordinary User');
  });
  afterAll(async () => t?.close());

  const protectedRoutes = () =>
    t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        r.method !== 'HEAD' &&
        !PUBLIC.has(`${r.method} ${r.url}`),
    );

  it('has protected routes to check', () => {
    expect(protectedRoutes().length).toBeGreaterThan(20);
  });

  it('answers 401 without a token, and with a forged one, before looking at the request', async () => {
    const [header, payload] = user.token.split('.');
    const forged = `${header}.${payload}.${'x'.repeat(43)}`;
    for (const route of protectedRoutes()) {
      for (const headers of [{}, { authorization: `Bearer ${forged}` }]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect([`${route.method} ${route.url}`, response.statusCode]).toEqual([
          `${route.method} ${route.url}`,
          401,
        ]);
        expect(response.json().error.code).toBe('session_expired');
      }
    }
  });

  it('declares the bearer requirement in the OpenAPI description on exactly the protected routes', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths: Record<string, Record<string, { security?: unknown }>> = docs.json().paths;
    const declared = (method: string, url: string) =>
      paths[url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[method.toLowerCase()]?.security;
    for (const route of protectedRoutes()) {
      expect([`${route.method} ${route.url}`, declared(route.method, route.url)]).toEqual([
        `${route.method} ${route.url}`,
        [{ bearer: [] }],
      ]);
    }
    for (const route of PUBLIC) {
      const [method, url] = route.split(' ') as [string, string];
      expect([route, declared(method, url)]).toEqual([route, undefined]);
    }
  });

  it('answers 403 to an ordinary account on the admin routes', async () => {
    const admin = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const route of admin) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: user.headers,
        payload: { role: 'admin' },
      });
      expect([route.url, response.statusCode]).toEqual([route.url, 403]);
    }
  });
});
