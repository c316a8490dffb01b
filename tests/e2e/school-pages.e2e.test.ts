import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPagePerTest, type PageSession } from './page-session.ts';

/*
 * The school edition speaks Norwegian on every page a pupil or teacher reaches from /skoler, whatever
 * language the visitor's browser would otherwise get (here: English, from an unknown country).
 */

let page: Page;
let server: PageSession['server'];
freshPagePerTest((session) => {
  ({ page, server } = session);
});
const at = (p: string) => new URL(p, server.url).href;

async function shot(name: string) {
  const dir = process.env.LIVE_SCREENSHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  for (const [label, viewport] of [
    ['phone', { width: 375, height: 812 }],
    ['projector', { width: 1920, height: 1080 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
}

describe('school pages', () => {
  it('keeps a pupil in Norwegian from the school page to the join form', async () => {
    await page.goto(at('/skoler'));
    await page.getByRole('link', { name: 'Bli med i et spill' }).click();
    await page.waitForURL(at('/skoler/join'));
    await page.getByRole('heading', { name: 'Bli med i et spill' }).waitFor();
    expect(await page.getByLabel('Spill-PIN').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');
    await shot('school-join');
  });

  it('shows the school login in Norwegian, telling a teacher what to do while Feide is not available', async () => {
    await page.goto(at('/skoler'));
    await page.getByRole('link', { name: 'Logg inn med e-post og passord' }).click();
    await page.waitForURL(at('/login-skoler'));
    await page.getByRole('heading', { name: 'Skoleinnlogging' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nb');
    const note = page.getByText('Innlogging med Feide er ikke tilgjengelig ennå.', { exact: false });
    expect(await note.textContent()).toContain('opprett en konto med skole-e-postadressen din');
    expect(await page.getByText(/server/i).count()).toBe(0);
    await shot('school-login');
  });
});
