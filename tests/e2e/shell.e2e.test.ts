import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server.ts';
import { launchChromium } from './chromium.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

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
  context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

describe('web shell', () => {
  it('shows the front page in English to a visitor from an unknown country', async () => {
    await page.goto(at('/'));
    await page.getByRole('heading', { level: 1, name: 'Kviss' }).waitFor();
    expect(await page.getByText('Quiz time!').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it("shows a Norwegian phone Norwegian where the visitor's country cannot be told (a school's own server)", async () => {
    // The test server is on 127.0.0.1, whose country nobody can tell: the browser's languages decide.
    const phone = await browser.newContext({ locale: 'nb-NO', viewport: { width: 375, height: 740 } });
    try {
      const norwegianPage = await phone.newPage();
      await norwegianPage.goto(at('/'));
      await norwegianPage.getByText('Quiztid!').waitFor();
      expect(await norwegianPage.locator('html').getAttribute('lang')).toBe('nb');
    } finally {
      await phone.close();
    }
  });

  it('switches language when the visitor picks one, and remembers it in the language cookie', async () => {
    await page.goto(at('/'));
    await page.getByText('Quiz time!').waitFor();

    await page.getByLabel('Language').selectOption('de');
    await page.getByText('Zeit fürs Quiz!').waitFor();
    expect(await page.getByText('Quiz time!').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('de');

    await page.getByLabel('Sprache').selectOption('no');
    await page.getByText('Quiztid!').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');

    await page.reload();
    await page.getByText('Quiztid!').waitFor();
  });

  it('sends unknown paths to the front page', async () => {
    await page.goto(at('/no/such/page'));
    await page.waitForURL(at('/'));
    await page.getByText('Quiz time!').waitFor();

    await page.goto(at('/nosuchpage'));
    await page.waitForURL(at('/'));
  });

  it('treats a single path segment that is a quiz code as that quiz’s page', async () => {
    await page.goto(at('/abcdefgh'));
    await page.getByText('Quiz code: abcdefgh').waitFor();
    expect(page.url()).toBe(at('/abcdefgh'));
  });

  it('marks pages still to come, and shows school pages in Norwegian', async () => {
    await page.goto(at('/subscription'));
    await page.getByRole('heading', { name: 'Coming soon' }).waitFor();

    await page.goto(at('/skoler/purchase'));
    await page.getByRole('heading', { name: 'Kommer snart' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');
  });

  it('shows the cookie notice until it is accepted, but never in an embed', async () => {
    await page.goto(at('/?embed=1'));
    await page.getByText('Quiz time!').waitFor();
    expect(await page.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);

    await page.goto(at('/'));
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'OK, got it' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Quiz time!').waitFor();
    expect(await notice.count()).toBe(0);
  });
});
