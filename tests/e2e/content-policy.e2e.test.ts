import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { accountMenuButton, freshPagePerTest, logInWith, type TestServer } from './page-session.ts';

let server: TestServer;
let context: BrowserContext;
let page: Page;

freshPagePerTest((session) => {
  ({ server, context, page } = session);
});

const at = (p: string) => new URL(p, server.url).href;

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(target: Page): Promise<string[]> {
  const violations: string[] = [];
  await target.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  target.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

describe('the content security policy', () => {
  it('ships a page with no inline script', async () => {
    const html = await readFile(path.resolve('dist/web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('loads the app, signs in and moves around without a single violation; sign-in survives a reload', async () => {
    const violations = await watchViolations(page);
    const account = newAccount();
    await registerViaApi(server.url, account);

    await page.goto(at('/'));
    await page.getByText('Quiz time!').waitFor();
    await page.goto(at('/login'));
    await logInWith(page, account.email, account.password);
    await page.waitForURL(at('/my-quiz/en'));
    await accountMenuButton(page).waitFor();

    await page.reload();
    await page.waitForURL(at('/my-quiz/en'));
    await accountMenuButton(page).waitFor();

    await page.goto(at('/join'));
    await page.goto(at('/me'));
    await accountMenuButton(page).waitFor();
    expect(violations).toEqual([]);
    expect(context.pages()).toHaveLength(1);
  });

  it('lets another site frame an embedded page, and no other page', async () => {
    const framing = await page.request.get(at('/join'));
    expect(framing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // An embedded quiz is played alone (spec §2: the embed parameter on the play pages).
    const embed = await page.request.get(at('/play/abcd2345/start?embed=1'));
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  });
});
