import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, registerViaApi } from './accounts.ts';
import { type LiveBrowsers, PHONE, PROJECTOR, startLiveBrowsers } from './live-browser.ts';
import { quizReadyToHost } from './live-quiz-setup.ts';

/*
 * A phone that has not answered the cookie notice: the notice may be read and answered, but it never
 * covers what the visitor came to press — the bottom of a page, the join form, a game's answers.
 */

let live: LiveBrowsers;
const at = (p: string) => live.at(p);

/** True when a tap at the element's centre lands on it: nothing is drawn over it. */
async function reachable(page: Page, target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ({ x, y, element }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, element: handle },
  );
}

/** A phone (or projector) that has never answered the cookie notice. */
async function freshPage(viewport = PHONE): Promise<Page> {
  const page = await (await live.newVisitorContext(viewport, viewport === PHONE)).newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

beforeAll(async () => {
  live = await startLiveBrowsers('cookie-');
});

afterAll(async () => {
  await live?.close();
});

describe('the cookie notice on a phone that has not answered it', () => {
  it('leaves the bottom of the front, join and login pages reachable', async () => {
    for (const viewport of [PHONE, PROJECTOR]) {
      const page = await freshPage(viewport);
      await page.goto(at('/'));
      await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
      // The page's last control: the language switcher in the footer.
      expect(await reachable(page, page.getByRole('contentinfo').getByLabel('Language'))).toBe(true);

      await page.goto(at('/join'));
      await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
      expect(await reachable(page, page.getByRole('button', { name: 'Join', exact: true }))).toBe(true);
      expect(await reachable(page, page.getByLabel('Game PIN'))).toBe(true);

      await page.goto(at('/login'));
      await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
      expect(await reachable(page, page.getByRole('button', { name: 'Log in', exact: true }))).toBe(true);
      await live.shot(page, 'login-with-notice');
    }
  });

  it('never covers a game: every answer can be pressed, and the notice waits until the game is over', async () => {
    const session = await registerViaApi(live.server.url, newAccount('Quiz Master'));
    const answers = ['Oslo', 'Bergen', 'Trondheim', 'Tromsø'];
    const quizId = await quizReadyToHost(live.server.url, session.token, {
      title: 'Capitals',
      questions: [
        {
          question_id: 'capital',
          kind: 'multiple_choice',
          title: 'What is the capital of Norway?',
          time_limit: 60,
          answers_required: 'one',
          chart_type: 'bar',
          answers: answers.map((title, i) => ({
            answer_id: `a${i}`,
            title,
            is_correct: i === 0,
            score: i === 0 ? 1000 : 0,
          })),
        },
      ],
    });
    const host = await (await live.signedInContext(session)).newPage();
    await host.goto(at(`/start-quiz/${quizId}`));
    const pin = ((await host.getByTestId('game-pin').textContent()) ?? '').replace(/\D/g, '');

    const phone = await freshPage();
    await phone.goto(at(`/join?pin=${pin}`));
    await phone.getByRole('region', { name: 'Cookie notice' }).waitFor();
    await phone.getByLabel('Your name').fill('Nora');
    await phone.getByRole('button', { name: 'Join', exact: true }).click();
    await phone.getByTestId('player-lobby').getByText('Nora').waitFor();
    expect(await phone.getByRole('region', { name: 'Cookie notice' }).isVisible()).toBe(false);

    await host.getByRole('button', { name: 'Start the game' }).click();
    const buttons = answers.map((title) => phone.getByRole('button', { name: title, exact: true }));
    await buttons[0]!.waitFor();
    await live.shot(phone, 'question-with-notice-unanswered');
    for (const button of buttons) expect(await reachable(phone, button)).toBe(true);
    expect(await phone.getByRole('region', { name: 'Cookie notice' }).isVisible()).toBe(false);

    // Not answered during the game, so it is asked again on the next ordinary page.
    await phone.goto(at('/'));
    await phone.getByRole('region', { name: 'Cookie notice' }).waitFor();
  });
});
