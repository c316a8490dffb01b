import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from '../../api/contracts/auth.ts';
import { startTestServer } from '../support/test-server.ts';
import { sessionCookies } from './accounts.ts';
import { launchChromium } from './chromium.ts';
import { consentedContext } from './page-session.ts';

/*
 * What the live-game browser tests share: a server, Chromium, a quizmaster on a projector-sized screen
 * and players on phone-sized ones, each in a browser context of their own. With LIVE_SCREENSHOTS=<dir>
 * the screens are also saved as PNGs at phone and projector size, to look at.
 */

export const PROJECTOR = { width: 1920, height: 1080 };
export const PHONE = { width: 375, height: 812 };

export interface LiveBrowsers {
  server: Awaited<ReturnType<typeof startTestServer>>;
  at(path: string): string;
  /** A fresh browser context with the cookie notice already answered. */
  newContext(viewport: { width: number; height: number }, phone: boolean): Promise<BrowserContext>;
  /** A fresh browser context as a new visitor has it: the cookie notice still unanswered. */
  newVisitorContext(viewport: { width: number; height: number }, phone: boolean): Promise<BrowserContext>;
  /** The quizmaster's browser, signed in through the session cookies the app itself writes. */
  signedInContext(session: Session): Promise<BrowserContext>;
  /** A player's phone page that joined the game with this PIN and name. */
  joinedPhone(pin: string, name: string): Promise<Page>;
  /**
   * Saves the page at phone and projector size (and the end of a stage taller than the screen); with
   * `fullPage`, the whole of a page that scrolls as a document (a report).
   */
  shot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
  close(): Promise<void>;
}

export async function startLiveBrowsers(prefix = ''): Promise<LiveBrowsers> {
  const server = await startTestServer();
  const browser: Browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  const screenshots = process.env.LIVE_SCREENSHOTS;
  const at = (p: string) => new URL(p, server.url).href;

  async function newContext(viewport: { width: number; height: number }, phone: boolean) {
    const context = await consentedContext(browser, server.url, {
      viewport,
      hasTouch: phone,
      isMobile: phone,
    });
    contexts.push(context);
    return context;
  }

  return {
    server,
    at,
    newContext,
    async newVisitorContext(viewport, phone) {
      const context = await browser.newContext({ viewport, hasTouch: phone, isMobile: phone });
      contexts.push(context);
      return context;
    },
    async signedInContext(session) {
      const context = await newContext(PROJECTOR, false);
      await context.addCookies(
        sessionCookies(server.url, session.token, session.refresh_token!, session.user._id),
      );
      return context;
    },
    async joinedPhone(pin, name) {
      const page = await (await newContext(PHONE, true)).newPage();
      await joinAs(page, at, pin, name);
      return page;
    },
    async shot(page, name, { fullPage = false } = {}) {
      if (!screenshots) return;
      await mkdir(screenshots, { recursive: true });
      const original = page.viewportSize();
      for (const [label, size] of [
        ['phone', PHONE],
        ['projector', PROJECTOR],
      ] as const) {
        await page.setViewportSize(size);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await page.screenshot({ path: path.join(screenshots, `${prefix}${name}-${label}.png`), fullPage });
        if (fullPage) continue;
        const scrolled = await page.evaluate(() => {
          const stage = document.querySelector('.live-stage');
          if (!stage || stage.scrollHeight <= stage.clientHeight) return false;
          stage.scrollTop = stage.scrollHeight;
          return true;
        });
        if (scrolled) {
          await page.screenshot({ path: path.join(screenshots, `${prefix}${name}-${label}-end.png`) });
          await page.evaluate(() => document.querySelector('.live-stage')?.scrollTo(0, 0));
        }
      }
      if (original) await page.setViewportSize(original);
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.close();
    },
  };
}

/** Joins from the PIN link, as a phone that scanned the QR code does. */
export async function joinAs(page: Page, at: (p: string) => string, pin: string, name: string) {
  await page.goto(at(`/join?pin=${pin}`));
  const filled = await page.getByLabel('Game PIN').inputValue();
  if (filled !== pin) throw new Error(`the PIN link filled in "${filled}", not ${pin}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByTestId('player-lobby').getByText(name).waitFor();
}

/** Taken: "Answer sent", or, for the last player to answer, the question already closed and showing results. */
export const answerTaken = (page: Page) =>
  page
    .locator('[data-testid="answer-status"][data-state="sent"]')
    .or(page.getByTestId('player-result'))
    .waitFor();
