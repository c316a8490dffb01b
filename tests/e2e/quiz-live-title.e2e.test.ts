import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server.ts';
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

  it('shows a title changed in one tab in another tab at once, without a reload', async () => {
    const first = await context.newPage();
    await first.goto(at('/create-quiz'));
    await first.getByLabel('Quiz title').fill('Capitals of Europe');
    await first.getByRole('button', { name: 'Create quiz' }).click();
    await first.waitForURL(/\/edit\/[0-9a-f-]{36}$/);
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
});
