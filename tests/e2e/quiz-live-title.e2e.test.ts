import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaFrom } from '../support/captcha.ts';
import { startTestServer } from '../support/test-server.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { launchChromium } from './chromium.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;

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
  // The socket debug bar tells the test when a tab has its snapshot; the cookie notice is not under test.
  await context.addInitScript(() => localStorage.setItem('socketDebug', '1'));
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: at('/') }]);
});

afterEach(async () => {
  await context.close();
});

describe('quiz page', () => {
  it('explains a missing title in the browser, without asking the server', async () => {
    const page = await context.newPage();
    const writes: string[] = [];
    page.on('request', (request) => request.method() !== 'GET' && writes.push(request.url()));
    await page.goto(at('/create-quiz'));
    await page.getByRole('button', { name: 'Create quiz' }).click();
    await page.getByText('Give your quiz a title.').waitFor();
    expect(writes.filter((url) => url.includes('/api/quizzes'))).toEqual([]);
  });

  it('sends a signed-out visitor to sign up (or log in), and makes the quiz with their title once back', async () => {
    const account = newAccount();
    await registerViaApi(server.url, account);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(at('/create-quiz'));
    await page.getByLabel('Quiz title').fill('Rivers of Africa');
    await page.getByRole('button', { name: 'Create quiz' }).click();
    await page.waitForURL(at('/register?path=%2Fcreate-quiz%3Ftitle%3DRivers%2Bof%2BAfrica'));

    // This visitor has an account already: from the sign-up page to logging in keeps the way back.
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    // The login page, not the sign-up form it replaces (both ask for an e-mail address).
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/my-quiz\/edit\/[0-9a-f-]{36}$/);
    await page.getByText('Rivers of Africa').first().waitFor();

    // Made once: a reload of the way back does not make a second quiz.
    await page.goto(at('/create-quiz?title=Rivers+of+Africa'));
    await page.getByLabel('Quiz title').waitFor();
    expect(await page.getByLabel('Quiz title').inputValue()).toBe('Rivers of Africa');
    expect(page.url()).toBe(at('/create-quiz?title=Rivers+of+Africa'));
  });

  it('shows a title changed in one tab in another tab at once, without a reload', async () => {
    // Creating a quiz needs an account (spec §6); both tabs share the session through its cookies.
    const account = newAccount();
    await registerViaApi(server.url, account);
    const first = await context.newPage();
    await first.goto(at('/login?path=%2Fcreate-quiz'));
    await first.getByLabel('E-mail address').fill(account.email);
    await first.getByLabel('Password', { exact: true }).fill(account.password);
    await first.getByRole('button', { name: 'Log in', exact: true }).click();
    await first.waitForURL(at('/create-quiz'));
    await first.getByLabel('Quiz title').fill('Capitals of Europe');
    await first.getByRole('button', { name: 'Create quiz' }).click();
    // A new quiz opens in the editor; its title page is /edit/{id}.
    await first.waitForURL(/\/my-quiz\/edit\/[0-9a-f-]{36}$/);
    await first.goto(first.url().replace('/my-quiz/edit/', '/edit/'));
    await first.getByTestId('quiz-title').filter({ hasText: 'Capitals of Europe' }).waitFor();

    const second = await context.newPage();
    await second.goto(first.url());
    await second.getByTestId('quiz-title').filter({ hasText: 'Capitals of Europe' }).waitFor();
    // Subscribed: the snapshot has arrived over the socket.
    await second.locator('.socket-debug').getByText('"type":"snapshot"').waitFor();
    await second.evaluate(() => Object.assign(window, { loadedOnce: true }));

    await first.getByLabel('Quiz title').fill('Capitals of the World');
    await first.getByRole('button', { name: 'Save title' }).click();
    await first.getByTestId('quiz-title').filter({ hasText: 'Capitals of the World' }).waitFor();

    await second
      .getByTestId('quiz-title')
      .filter({ hasText: 'Capitals of the World' })
      .waitFor({ timeout: 10_000 });
    expect(await second.getByLabel('Quiz title').inputValue()).toBe('Capitals of the World');
    expect(await second.evaluate(() => 'loadedOnce' in window)).toBe(true);
  });

  it('shows someone else’s quiz read-only, without a save button', async () => {
    const owner = await registerViaApi(server.url, newAccount());
    const response = await fetch(new URL('/api/quizzes/create', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({
        title: 'Owned by someone else',
        captcha_response: await captchaFrom(server.url),
      }),
    });
    const { data: quiz } = (await response.json()) as { data: { _id: string } };

    const page = await context.newPage();
    await page.goto(at(`/edit/${quiz._id}`));
    await page.getByTestId('quiz-title').filter({ hasText: 'Owned by someone else' }).waitFor();
    await page.getByText('Is this your quiz? Log in to change it.').waitFor();
    expect(await page.getByRole('button', { name: 'Save title' }).count()).toBe(0);

    const visitor = newAccount();
    await registerViaApi(server.url, visitor);
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await page.getByLabel('E-mail address').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(at(`/edit/${quiz._id}`));
    await page.getByText('Only the person who made this quiz can change it.').waitFor();
    expect(await page.getByRole('button', { name: 'Save title' }).count()).toBe(0);
  });
});
