import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server.ts';
import { newAccount, registerViaApi } from './accounts.ts';
import { launchChromium } from './chromium.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';
import { NORWAY_QUESTIONS } from './norway-questions.ts';
import { consentedContext } from './page-session.ts';

/*
 * Issue 28 item 16: another site may frame an embedded quiz (its play page with `?embed`, spec §2) and
 * nothing else. My Quiz and Manage School stay out of every frame, `?embed` or not, so a signed-in
 * teacher cannot be tricked into clicking through them under another site's page.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let otherSite: Server;
let otherSiteUrl: string;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  // Another origin: a page that frames whatever address it is given.
  otherSite = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    response.setHeader('content-type', 'text/html');
    response.end(
      `<!doctype html><title>Other site</title><iframe src="${encodeURI(src)}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherSiteUrl = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => otherSite?.close(resolve));
  await server?.close();
});

/** The other site's page framing `path` of Kviss; resolves with what the frame shows once it has loaded. */
async function framed(page: Page, path: string) {
  await page.goto(`${otherSiteUrl}/?src=${encodeURIComponent(new URL(path, server.url).href)}`);
  const frame = page.frameLocator('iframe');
  const frameUrl = async () =>
    page
      .frames()
      .find((f) => f !== page.mainFrame())
      ?.url() ?? '';
  return { frame, frameUrl };
}

describe('framing by another site', () => {
  it('shows an embedded quiz in a frame, and refuses My Quiz and Manage School even with ?embed', async () => {
    const session = await registerViaApi(server.url, newAccount('Quiz Maker'));
    const quizId = await quizReadyToHost(server.url, session.token, {
      title: 'Norway',
      questions: NORWAY_QUESTIONS,
    });
    const code = (
      (await fetch(new URL(`/api/quizzes/id/${quizId}`, server.url)).then((r) => r.json())) as {
        data: { code: string };
      }
    ).data.code;
    const context = await consentedContext(browser, server.url);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    const embedded = await framed(page, `/play/${code}/start?embed=1`);
    await embedded.frame.getByTestId('play-start-title').getByText('Norway').waitFor();

    for (const path of ['/my-quiz?embed=1', '/school/any-school/manage/users?embed=1', '/me?embed']) {
      const refused = await framed(page, path);
      // Chromium replaces a frame whose page refuses to be framed (frame-ancestors 'none') by its error page.
      await expect.poll(refused.frameUrl, { timeout: 10_000 }).toMatch(/^chrome-error:/);
      expect(await refused.frame.locator('#root').count(), path).toBe(0);
    }
    await context.close();
  }, 60_000);
});
