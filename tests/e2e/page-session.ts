import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestServer } from '../support/test-server.ts';
import { launchChromium } from './chromium.ts';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface PageSession {
  server: TestServer;
  context: BrowserContext;
  page: Page;
}

/**
 * The hooks of a browser suite with one fresh page per test: a server and Chromium for the file, a new
 * context (cookie notice answered, it is not under test) and page for each test. `bind` hands the
 * current ones to the file's own variables, so its tests read as plain `page.…` and `server.…`.
 */
export function freshPagePerTest(
  bind: (session: PageSession) => void,
  startServer: () => Promise<TestServer> = () => startTestServer(),
): void {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  beforeEach(async () => {
    context = await consentedContext(browser, server.url);
    const page = await context.newPage();
    // Only bounds how long a failure takes to show: the suite's browsers, servers and PostgreSQL share
    // two cores, where a logout's round trip has been seen to take over 10 s (as patient-waits.ts).
    page.setDefaultTimeout(20_000);
    bind({ server, context, page });
  });

  afterEach(async () => {
    await context.close();
  });
}

/** A browser context whose cookie notice is already answered (it is not what these tests are about). */
export async function consentedContext(
  browser: Browser,
  serverUrl: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: new URL('/', serverUrl).href },
  ]);
  return context;
}

/** The site header's navigation (Log in, the account menu). */
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The signed-in person's menu button in the header (named for them); seeing it means signed in. */
export const accountMenuButton = (page: Page) => mainNavigation(page).getByTestId('account-menu');

/** Opens the account menu (profile, other accounts, log out) and clicks one of its actions. */
export async function chooseAccountAction(page: Page, name: string | RegExp): Promise<void> {
  const menu = accountMenuButton(page);
  const deadline = Date.now() + 20_000;
  for (;;) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    const list = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    const action = list.getByRole(name === 'Edit profile' ? 'link' : 'button', { name });
    // A menu opened as the page moves on (the login page handing over to My quizzes) closes with
    // the old page, as menus do on navigation: open it again on the new one.
    if (await action.isVisible()) return action.click();
    if (Date.now() > deadline) throw new Error(`the account menu never showed "${String(name)}"`);
    await page.waitForTimeout(100);
  }
}

/**
 * Fills in and sends the login form on the current page. The labels are matched exactly: right after a
 * link to /login the page before may still be on screen, and its card labelled "E-mail address
 * confirmed" would be taken for the field (it failed a clean-clone run twice that way).
 */
export async function logInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
