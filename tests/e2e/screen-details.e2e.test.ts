import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * Small things a teacher meets in the first hour (issue 28, item 9): the shape icons on the live result
 * bars without a pale square behind them, "Account created" clear of the header's buttons, one main
 * region on the play pages, and the play-together link on one line of a phone with its copy button.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

beforeAll(async () => {
  live = await startLiveBrowsers('details-');
});
afterAll(async () => {
  await live?.close();
});

const QUESTIONS = [
  {
    question_id: 'capital',
    kind: 'multiple_choice',
    title: 'What is the capital of Norway?',
    time_limit: 60,
    answers_required: 'one',
    chart_type: 'bar',
    answers: ['Oslo', 'Bergen', 'Trondheim', 'Tromsø'].map((title, i) => ({
      answer_id: `a${i}`,
      title,
      is_correct: i === 0,
      score: i === 0 ? 1000 : 0,
    })),
  },
];

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function quiz(title: string) {
  const session = await registerViaApi(live.server.url, newAccount('Quiz Maker'));
  const quizId = await quizReadyToHost(live.server.url, session.token, { title, questions: QUESTIONS });
  const code = (await fetch(at(`/api/quizzes/id/${quizId}`)).then((r) => r.json())).data.code as string;
  return { session, quizId, code };
}

/** The boxes of the header's buttons and links a person can see. */
const headerControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.app-header a, .app-header button')].flatMap((element) => {
      const r = element.getBoundingClientRect();
      return r.width > 0 && r.height > 0 ? [{ x: r.x, y: r.y, width: r.width, height: r.height }] : [];
    }),
  );

describe('details on the screens', () => {
  it('draws the result bars’ shape icons without a square behind them, after the editor was open', async () => {
    const { session, quizId } = await quiz('Bars from the editor');
    const host = await (await live.signedInContext(session)).newPage();
    // From the editor, as a teacher does: its stylesheet stays loaded in the live game.
    await host.goto(at(`/my-quiz/edit/${quizId}`));
    await host.getByRole('link', { name: 'Host live' }).click();
    await host.waitForURL(/\/start-quiz\//);
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');
    const anna = await live.joinedPhone(pin, 'Anna');
    await host.getByRole('button', { name: 'Start the game' }).click();
    await anna.getByRole('button', { name: 'Oslo', exact: true, disabled: false }).click();
    await host.waitForURL(at('/master-result'));
    const icons = host.locator('.bars__label .answer-shape');
    await icons.first().waitFor();
    await live.shot(host, 'result-bars');
    const backgrounds = await icons.evaluateAll((all) =>
      all.map((icon) => getComputedStyle(icon).backgroundColor),
    );
    expect(backgrounds).toEqual(backgrounds.map(() => 'rgba(0, 0, 0, 0)'));
  }, 90_000);

  it('shows "Account created" clear of the header’s buttons, on a phone and a big screen', async () => {
    for (const viewport of [PHONE, PROJECTOR]) {
      const page = await (await live.newContext(viewport, viewport === PHONE)).newPage();
      const account = newAccount('Toast Tester');
      await page.goto(at('/register'));
      await page.getByLabel('Your name').fill(account.name);
      await page.getByLabel('E-mail address').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      const toast = page.locator('.toast').filter({ hasText: 'Account created' });
      await toast.waitFor();
      const box = (await toast.boundingBox())!;
      const controls = await headerControls(page);
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) expect(overlap(box, control)).toBe(false);
    }
  });

  it('has one main region on the play pages', async () => {
    const { code } = await quiz('One main');
    const page = await (await live.newVisitorContext(PHONE, true)).newPage();
    await page.goto(at(`/play/${code}/start`));
    await page.getByLabel('Your name').fill('Nora');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(at(`/play/${code}`));
    await page.getByTestId('play-page').waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
  });

  it('keeps the play-together link on one line of a phone, beside its copy button, and copies it whole', async () => {
    const { code } = await quiz('Together on a phone');
    const context = await live.newContext(PHONE, true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.url });
    const page = await context.newPage();
    await page.goto(at(`/${code}`));
    await page.getByTestId('quiz-code-play-together').click();
    await page.getByLabel('Your name').fill('Anna');
    await page.getByTestId('together-name-submit').click();
    await page.waitForURL(/\/play\/[0-9a-f-]{36}\/together$/);
    const link = page.getByTestId('together-link');
    await link.waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await live.shot(page, 'together-link');
    const linkBox = (await link.boundingBox())!;
    const copyBox = (await page.getByTestId('together-copy').boundingBox())!;
    const lineHeight = await link.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(linkBox.height).toBeLessThan(lineHeight * 1.5);
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(copyBox.x);
    expect(copyBox.x + copyBox.width).toBeLessThanOrEqual(PHONE.width);
    // Side by side: the button's row is the link's.
    expect(copyBox.y).toBeLessThan(linkBox.y + linkBox.height);
    await page.getByTestId('together-copy').click();
    await page.getByTestId('together-copy').getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});
