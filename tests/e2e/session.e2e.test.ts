import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../api/contracts/auth.ts';
import { startTestServer } from '../support/test-server.ts';
import { newAccount, registerViaApi, sessionCookies } from './accounts.ts';
import { launchChromium } from './chromium.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let refreshCalls: number;

const at = (path: string) => new URL(path, server.url).href;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await browser.newContext();
  context.setDefaultTimeout(10_000);
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: at('/') }]);
  refreshCalls = 0;
  context.on('request', (request) => request.url().endsWith('/api/refresh-token') && refreshCalls++);
});

afterEach(async () => {
  await context.close();
});

/** A token shaped like the server's but not signed by it, so only its claims mean anything. */
function unsignedToken(session: Session, expiresInSeconds: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: session.user._id,
    role: session.user.role,
    provider: 'local',
    email: session.user.email,
    school_id: null,
    schools: [],
    iat: now - 3600,
    exp: now + expiresInSeconds,
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.bm90LXNpZ25lZA`;
}

async function storeSession(token: string, refreshToken: string, userId: string) {
  await context.addCookies(sessionCookies(server.url, token, refreshToken, userId));
}

const refreshCookieOf = (session: Session) => cookie(`kviss_refresh_${session.user._id}`);

async function cookie(name: string): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === name)?.value;
}

describe('session renewal', () => {
  it('renews an expired access token with the refresh token when the app starts', async () => {
    const session = await registerViaApi(server.url, newAccount('Katherine Johnson'));
    await storeSession(unsignedToken(session, -60), session.refresh_token!, session.user._id);

    const page = await context.newPage();
    await page.goto(at('/me'));
    await page.getByTestId('profile-name').filter({ hasText: 'Katherine Johnson' }).waitFor();
    expect(page.url()).toBe(at('/me'));
    expect(refreshCalls).toBe(1);
    // Refresh tokens are used once: the pair was replaced.
    expect(await refreshCookieOf(session)).not.toBe(session.refresh_token);
    expect(await cookie('token')).not.toBe(unsignedToken(session, -60));
  });

  it('renews a token the server refuses, once, and carries on', async () => {
    const session = await registerViaApi(server.url, newAccount('Dorothy Vaughan'));
    const refused = unsignedToken(session, 3600);
    await storeSession(refused, session.refresh_token!, session.user._id);

    const page = await context.newPage();
    await page.goto(at('/me'));
    await page.getByTestId('profile-name').filter({ hasText: 'Dorothy Vaughan' }).waitFor();
    // Validation and /me were both refused; one renewal served them both.
    expect(refreshCalls).toBe(1);
    expect(await cookie('token')).not.toBe(refused);
  });

  it('lets two tabs that find the same expired token renew it only once', async () => {
    const session = await registerViaApi(server.url, newAccount('Mary Jackson'));
    await storeSession(unsignedToken(session, -60), session.refresh_token!, session.user._id);

    const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
    await Promise.all([first.goto(at('/me')), second.goto(at('/me'))]);
    for (const page of [first, second]) {
      await page.getByTestId('profile-name').filter({ hasText: 'Mary Jackson' }).waitFor();
    }
    expect(refreshCalls).toBe(1);
  });

  it('ends the session when the server refuses the refresh token', async () => {
    const session = await registerViaApi(server.url, newAccount());
    await storeSession(
      unsignedToken(session, -60),
      'no-such-refresh-token-0123456789abcdef',
      session.user._id,
    );

    const page = await context.newPage();
    await page.goto(at('/me'));
    await page.waitForURL(at('/login?path=%2Fme'));
    expect(await cookie('token')).toBeUndefined();
    expect(await cookie('refresh_token')).toBeUndefined();
  });

  it('keeps the session through a network failure, and renews once the server answers again', async () => {
    const session = await registerViaApi(server.url, newAccount('Annie Easley'));
    await storeSession(unsignedToken(session, -60), session.refresh_token!, session.user._id);
    await context.route('**/api/refresh-token', (route) => route.abort('internetdisconnected'));

    const page = await context.newPage();
    await page.goto(at('/me'));
    await page.waitForURL(at('/login?path=%2Fme'));
    expect(await refreshCookieOf(session)).toBe(session.refresh_token);

    await context.unroute('**/api/refresh-token');
    await page.reload();
    await page.waitForURL(at('/me'));
    await page.getByTestId('profile-name').filter({ hasText: 'Annie Easley' }).waitFor();
  });
});
