import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBackends } from '../support/backends.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe.each(postgresBackends())('security headers ($name PostgreSQL)', (backend) => {
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    [plain, secure] = await Promise.all([
      createTestApp(backend),
      createTestApp(backend, { publicUrl: 'https://kviss.example' }),
    ]);
  });
  afterAll(async () => Promise.all([plain?.close(), secure?.close()]));

  const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

  it('sends a Content-Security-Policy without inline scripts on pages and API replies', async () => {
    for (const url of ['/', '/my-quiz', '/api/health']) {
      const csp = directives((await get(plain, url)).headers['content-security-policy'] as string);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // Only YouTube's privacy-enhanced player may be framed (a question's video).
      expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
      expect(JSON.stringify(csp['script-src'])).not.toContain('unsafe-inline');
    }
  });

  it('refuses framing except for embedded quizzes', async () => {
    const page = await get(plain, '/join');
    expect(directives(page.headers['content-security-policy'] as string)['frame-ancestors']).toEqual([
      "'none'",
    ]);
    expect(page.headers['x-frame-options']).toBe('DENY');

    for (const url of [
      '/play/abc123/start?embed=1',
      '/play/abc123?embed',
      '/play/abc123/summary?lang=no&embed=1',
    ]) {
      const embed = await get(plain, url);
      expect(directives(embed.headers['content-security-policy'] as string)['frame-ancestors'], url).toEqual([
        '*',
      ]);
      expect(embed.headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('refuses framing of every page that is not an embedded quiz, even with ?embed', async () => {
    const pages = [
      '/my-quiz?embed=1',
      '/my-quiz/en?embed',
      '/school/some-school/manage?embed=1',
      '/school/some-school/manage/users?embed=1',
      '/me?embed=1',
      '/play/abc123/together?embed=1',
      '/api/health?embed=1',
    ];
    for (const url of pages) {
      const page = await get(plain, url);
      expect(directives(page.headers['content-security-policy'] as string)['frame-ancestors'], url).toEqual([
        "'none'",
      ]);
      expect(page.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('says nosniff and a referrer policy on every reply', async () => {
    for (const url of ['/', '/api/health', '/api/quizzes/id/nothing']) {
      const reply = await get(plain, url);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('asks for HTTPS from then on (HSTS) only when the public address is https', async () => {
    expect((await get(plain, '/')).headers['strict-transport-security']).toBeUndefined();
    expect(
      directives((await get(plain, '/')).headers['content-security-policy'] as string),
    ).not.toHaveProperty('upgrade-insecure-requests');
    const hsts = (await get(secure, '/')).headers['strict-transport-security'];
    expect(hsts).toMatch(/^max-age=31536000/);
    expect(directives((await get(secure, '/')).headers['content-security-policy'] as string)).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
