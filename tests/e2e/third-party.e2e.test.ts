import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { FEIDE_PRINCIPAL, startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { startTestServer } from '../support/test-server.ts';
import { launchChromium } from './chromium.ts';
import { accountMenuButton, chooseAccountAction } from './page-session.ts';

/*
 * Signing in through a real OpenID Connect provider in a real popup: Kviss as `npm start` runs it, with
 * Google and Feide pointed at two local providers (tests/support/oidc-provider.ts) and their own
 * login pages.
 */

let server: Awaited<ReturnType<typeof startTestServer>>;
let google: TestOidcProvider;
let feide: TestOidcProvider;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const at = (path: string) => new URL(path, server.url).href;
const header = () => page.getByRole('navigation', { name: /Main navigation|Hovedmeny/ });

beforeAll(async () => {
  // The providers' addresses go into Kviss's configuration; Kviss's into the providers' clients.
  const [googlePort, feidePort] = [await freePort(), await freePort()];
  const secrets = { google: randomBytes(16).toString('hex'), feide: randomBytes(16).toString('hex') };
  const client = (port: number, secret: string, scope: string) => ({
    issuer: `http://127.0.0.1:${port}`,
    clientId: 'kviss',
    clientSecret: secret,
    scope,
    extraUserinfoUrl: null,
  });
  server = await startTestServer({
    oidc: {
      google: client(googlePort, secrets.google, 'openid email profile'),
      feide: client(feidePort, secrets.feide, 'openid email profile userid-feide'),
    },
  });
  google = await startOidcProvider({
    title: 'Google (test)',
    port: googlePort,
    clientSecret: secrets.google,
    redirectUris: [at('/api/auth/3rd-party/google/callback')],
  });
  feide = await startOidcProvider({
    title: 'Feide (test)',
    port: feidePort,
    clientSecret: secrets.feide,
    redirectUris: [at('/api/auth/3rd-party/feide/callback')],
    postLogoutRedirectUris: [at('/api/auth/3rd-party/feide/logged-out')],
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await google?.close();
  await feide?.close();
});

beforeEach(async () => {
  context = await browser.newContext();
  context.setDefaultTimeout(10_000);
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: at('/') }]);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function googleAccount() {
  const id = randomUUID().slice(0, 8);
  const account = {
    login: `grace-${id}`,
    password: 'google password',
    claims: { email: `grace-${id}@example.com`, email_verified: true, name: 'Grace Hopper' },
  };
  google.addAccount(account);
  return account;
}

function feideAccount(affiliation: 'faculty' | 'student') {
  const id = randomUUID().slice(0, 8);
  const account = {
    login: `kari-${id}`,
    password: 'feide password',
    claims: {
      email: `kari-${id}@skole.no`,
      name: 'Kari Nordmann',
      [FEIDE_PRINCIPAL]: `kari-${id}@skole.no`,
      eduPersonAffiliation: ['member', affiliation],
      schacHomeOrganization: 'skole.no',
    },
  };
  feide.addAccount(account);
  return account;
}

/** Clicks a provider button and signs in on the provider's own page in the popup, which then closes. */
async function signInInPopup(button: string, account: { login: string; password: string }) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await popup.getByLabel('User name').fill(account.login);
  await popup.getByLabel('Password').fill(account.password);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Sign in' }).click()]);
  return popup;
}

const cookies = async () =>
  Object.fromEntries((await context.cookies(at('/'))).map((cookie) => [cookie.name, cookie.value]));

describe('third-party sign-in in a popup', () => {
  it('signs in with Google through the provider’s login page; the opener shows the signed-in header', async () => {
    const account = googleAccount();
    await page.goto(at('/login?path=%2Fme'));
    const popup = await signInInPopup('Continue with Google', account);
    expect(popup.url()).toContain('/api/auth/3rd-party/google/callback');

    await page.waitForURL(at('/me'));
    await accountMenuButton(page).waitFor();
    await header().getByRole('link', { name: 'My quizzes' }).waitFor();
    const stored = await cookies();
    expect(stored.last_provider).toBe('google');
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.feide_data_token).toBeUndefined();
  });

  it('shows the not-available message when the popup cannot open', async () => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page
      .getByRole('alert')
      .getByText('Logging in with another service does not work in this browser.', { exact: false })
      .waitFor();
    expect((await cookies()).token).toBeUndefined();
  });

  it('treats a popup closed without an answer as a failed sign-in', async () => {
    await page.goto(at('/login'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.getByLabel('User name').waitFor();
    await page.getByText('Finish logging in in the window that opened.').waitFor();
    await popup.close();
    await page.getByRole('alert').getByText('Logging in was cancelled.').waitFor();
    await expect(page.getByRole('button', { name: 'Continue with Google' }).isEnabled()).resolves.toBe(true);
  });
});

describe('Feide, the school sign-in', () => {
  it('signs a teacher in from /skoler, keeps the Feide data token, and logs out through Feide to /skoler', async () => {
    const account = feideAccount('faculty');
    await page.goto(at('/skoler'));
    // Always Norwegian: the skoler segment forces it.
    await page.getByRole('heading', { name: 'Quizer som får hele klassen med' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');
    await signInInPopup('Fortsett med Feide', account);

    await page.waitForURL(/\/my-quiz\/\w+$/);
    await accountMenuButton(page).waitFor();
    const stored = await cookies();
    expect(stored.last_provider).toBe('feide');
    expect(stored.feide_data_token).toBeTruthy();

    const visited: string[] = [];
    context.on('request', (request) => visited.push(request.url()));
    const [logoutPopup] = await Promise.all([
      page.waitForEvent('popup'),
      chooseAccountAction(page, 'Log out'),
    ]);
    // The popup goes through Feide's end-session endpoint and closes itself: three page loads, which a
    // machine busy with other suites can take longer than a click's usual wait for.
    await logoutPopup.waitForEvent('close', { timeout: 30_000 });
    expect(visited.some((url) => url.startsWith(`${feide.issuer}/session/end`))).toBe(true);

    await page.waitForURL(at('/skoler'));
    await header().getByRole('link', { name: 'Logg inn' }).waitFor();
    const after = await cookies();
    expect(after.token).toBeUndefined();
    expect(after.feide_data_token).toBeUndefined();
  }, 60_000);

  it('sends a Feide pupil from the school login to the join page', async () => {
    const account = feideAccount('student');
    // The school login is a school page: Norwegian, whatever the visitor's own language.
    await page.goto(at('/login-skoler'));
    await signInInPopup('Fortsett med Feide', account);
    await page.waitForURL(at('/join'));
  });

  it('clears a Feide session that has lost its Feide data token', async () => {
    const account = feideAccount('faculty');
    await page.goto(at('/login-skoler'));
    await signInInPopup('Fortsett med Feide', account);
    await page.waitForURL(/\/my-quiz\/\w+$/);

    await context.clearCookies({ name: 'feide_data_token' });
    await page.goto(at('/me'));
    // Signed out, and sent to the school login, as Feide users are.
    await page.waitForURL(at('/login-skoler?path=%2Fme'));
    expect((await cookies()).token).toBeUndefined();
  });
});
